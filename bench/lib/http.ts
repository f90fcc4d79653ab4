import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { HOST } from './config';

/** Every request the benchmark makes goes through here: anything not on 127.0.0.1 is refused. */
export function local(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname !== HOST) throw new Error(`Refusing to send benchmark traffic to ${parsed.hostname}`);
  return parsed.toString();
}

export interface Fetched {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  ttfbMs: number;
  totalMs: number;
}

/** One GET with exactly the headers given (no automatic compression); the raw body and headers. */
export function get(url: string, headers: OutgoingHttpHeaders = {}, timeoutMs = 60_000): Promise<Fetched> {
  return new Promise((resolveGet, reject) => {
    const t0 = performance.now();
    const request = http.get(local(url), { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      let firstByte: number | undefined;
      response.once('data', () => {
        firstByte = performance.now() - t0;
      });
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolveGet({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ttfbMs: firstByte ?? performance.now() - t0,
          totalMs: performance.now() - t0,
        }),
      );
    });
    request.on('error', reject);
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`timeout: ${url}`)));
  });
}
