import type { Attributes, TracerProvider } from '@opentelemetry/api';
import type { ReadableSpan, SpanProcessor, TimedEvent } from '@opentelemetry/sdk-trace-node';

/**
 * OpenTelemetry traces (docs/operations.md, "Tracing"; decision 016). Started by the preload `src/tracing.ts` only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK is imported here, on demand, so a server without it loads
 * nothing of it. The OTLP exporter, sampler and batching read their standard OTEL_* variables themselves.
 */

const DEFAULT_SERVICE_NAME = 'tabang-api';
/** Probes and scrapes, every few seconds from a load balancer or Prometheus: a trace each would drown the rest. */
const UNTRACED_PATHS = new Set(['/api/health', '/api/health/ready', '/metrics']);
/** How long a stopping server waits for its last spans to reach the collector. */
const FLUSH_TIMEOUT_MS = 2_000;

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0]!;

/**
 * What never leaves the process in a span: the URL a request was made to (path and query hold capabilities: a
 * calendar feed's token, a checkout's req_id; the route's pattern stands in for it as `http.route`), the client's
 * address and user agent, headers, and the values of a database query's parameters.
 */
const PERSONAL_ATTRIBUTE =
  /^(url\.|http\.(url|target|user_agent|client_ip|request\.header\.|response\.header\.)|user_agent\.|client\.|net\.peer\.(ip|port)|net\.sock\.peer\.|network\.peer\.|db\.postgresql\.values|db\.query\.parameter\.)/;

function withoutPersonal(attributes: Attributes): Attributes {
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => !PERSONAL_ATTRIBUTE.test(key)));
}

/**
 * An exception event keeps its type and stack frames; its message (a database or gateway error can quote the value
 * it refused) goes, from the stack's first line too.
 */
function withoutMessage(event: TimedEvent): TimedEvent {
  if (event.name !== 'exception' || !event.attributes) return event;
  const { 'exception.message': _message, 'exception.stacktrace': stack, ...rest } = event.attributes;
  const type = String(rest['exception.type'] ?? 'Error');
  const frames = typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return {
    ...event,
    attributes: withoutPersonal(
      frames.length ? { ...rest, 'exception.stacktrace': [type, ...frames].join('\n') } : rest,
    ),
  };
}

/** `span` as it may be exported: the same span seen through the rules above (the original is left untouched). */
export function redactSpan(span: ReadableSpan): ReadableSpan {
  return Object.create(span, {
    attributes: { value: withoutPersonal(span.attributes) },
    events: { value: span.events.map(withoutMessage) },
    // An error's message may quote a value; its code says whether it failed.
    status: { value: { code: span.status.code } },
  }) as ReadableSpan;
}

/** Hands every ended span to `next` redacted. */
function redacting(next: SpanProcessor): SpanProcessor {
  return {
    onStart: (span, parentContext) => next.onStart(span, parentContext),
    onEnd: (span) => next.onEnd(redactSpan(span)),
    forceFlush: () => next.forceFlush(),
    shutdown: () => next.shutdown(),
  };
}

/**
 * Starts tracing: the tracer provider with its OTLP/HTTP (JSON) exporter, and the HTTP, Fastify and pg
 * instrumentations. Must run before http, fastify and pg are first imported, hence the preload.
 */
export async function startTracing(): Promise<void> {
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  // ESM imports (ours of pg, drizzle's) pass through import-in-the-middle, told to wrap only what the
  // instrumentations below ask for; require() calls (Fastify's of node:http) through require-in-the-middle.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const { diag, DiagConsoleLogger, DiagLogLevel } = await import('@opentelemetry/api');
  // The SDK's own complaints (a collector that refuses the spans or cannot be reached) go to stderr: errors only,
  // unless OTEL_LOG_LEVEL asks for more.
  const level = (process.env.OTEL_LOG_LEVEL ?? 'error').toUpperCase() as keyof typeof DiagLogLevel;
  diag.setLogger(new DiagConsoleLogger(), DiagLogLevel[level] ?? DiagLogLevel.ERROR);

  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { defaultResource, detectResources, envDetector, resourceFromAttributes },
    { ATTR_SERVICE_NAME },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);

  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (the env detector) override the default name.
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: DEFAULT_SERVICE_NAME }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [redacting(new BatchSpanProcessor(new OTLPTraceExporter()))],
  });
  provider.register();

  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has(pathOf(request.url)),
        // Calls to a payment gateway or the blob store are traced inside a request's trace, not on their own.
        requireParentforOutgoingSpans: true,
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span for the request and one for its handler; one for each of a dozen hooks would bury them.
        instrumentHooks: false,
        ignorePaths: (route) => UNTRACED_PATHS.has(route.url),
      }),
      // Queries outside a request (the LISTEN connection's heartbeat, housekeeping) would be a trace each, several
      // a second; the parameters' values are never recorded.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  });
  await waitForAllMessagesAcknowledged();
}

/** The SDK's tracer provider when the preload started one (registered with the OpenTelemetry API, process-wide). */
async function sdkProvider(): Promise<(TracerProvider & { shutdown(): Promise<void> }) | undefined> {
  const { trace, ProxyTracerProvider } = await import('@opentelemetry/api');
  const global = trace.getTracerProvider();
  const provider = global instanceof ProxyTracerProvider ? global.getDelegate() : global;
  return 'shutdown' in provider && typeof provider.shutdown === 'function'
    ? (provider as TracerProvider & { shutdown(): Promise<void> })
    : undefined;
}

/** Whether this process sends traces (the preload started the SDK). */
export async function tracingStarted(): Promise<boolean> {
  return (await sdkProvider()) !== undefined;
}

/**
 * Sends the spans still waiting and stops the tracer provider, within FLUSH_TIMEOUT_MS: a collector that does not
 * answer must not hold up a stopping server. Nothing to do when tracing is off.
 */
export async function stopTracing(): Promise<void> {
  const provider = await sdkProvider();
  if (!provider) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    provider.shutdown().catch(() => undefined),
    new Promise((done) => {
      timer = setTimeout(done, FLUSH_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
}
