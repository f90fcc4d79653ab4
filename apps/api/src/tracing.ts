/**
 * Preloaded before the server (`node --import ./src/tracing.ts src/server.ts`, `--import ./build/tracing.mjs` for
 * the compiled one): OpenTelemetry must patch http, Fastify and pg before anything imports them. Without
 * OTEL_EXPORTER_OTLP_ENDPOINT it does nothing and loads nothing.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./lib/tracing');
  await startTracing();
}

// A module (for the top-level await) that exports nothing.
export {};
