/**
 * The yardstick: a bare node:http server that answers each recorded request with the bytes our server gave
 * (status, headers, body), doing nothing else. bench/run.ts starts it in its own process, as ours runs, and
 * load-tests it right after ours with the same settings, so "ours / bare" shows what our code costs.
 *
 *   node bench/bare-server.ts <answers.json> <port>     (started by bench/lib/bare.ts; prints READY when listening)
 *
 * answers.json: [{ key, status, headers, body (base64) }], key = the URL plus "|304" for a conditional request.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

interface Answer {
  key: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-server <answers.json> <port>');
const answers = new Map(
  (JSON.parse(readFileSync(file, 'utf8')) as Answer[]).map((a) => [
    a.key,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') },
  ]),
);

http
  .createServer((request, response) => {
    const answer = answers.get(`${request.url}${request.headers['if-none-match'] ? '|304' : ''}`);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    response.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.info('READY'));
