import { createServer, type Server, type Socket } from 'node:net';

/**
 * A minimal SMTP server (RFC 5321: greeting, EHLO, MAIL, RCPT, DATA, QUIT) that hands every message it
 * receives to the test, standing in for the mail provider. `down()` makes it refuse every connection with a 421
 * until `up()`; `hold()` keeps each message's final answer back until `release()`, as a slow server would;
 * `failNext()` receives the next message whole but answers it 451, as when the server's reply is lost. `onMessage`
 * hears each message accepted (the browser tests' server writes them to files).
 */
export async function startSmtpServer(options: { onMessage?: (message: string) => void } = {}) {
  const messages: string[] = [];
  const waiting: ((message: string) => void)[] = [];
  const sockets = new Set<Socket>();
  let down = false;
  let refused = 0;
  let held: (() => void)[] | null = null;
  let failNext = false;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (down) {
      refused += 1;
      socket.end('421 test.local Service not available\r\n');
      return;
    }
    let buffer = '';
    let inData = false;
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const accept = () => {
            messages.push(message);
            options.onMessage?.(message);
            if (failNext) {
              failNext = false;
              socket.write('451 4.3.0 Try again later\r\n');
              return;
            }
            waiting.shift()?.(message);
            socket.write('250 OK queued\r\n');
          };
          if (held) held.push(accept);
          else accept();
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test.local\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every message accepted so far, in order. */
    messages,
    next: () => new Promise<string>((resolve) => waiting.push(resolve)),
    /** How many connections were refused while down. */
    refused: () => refused,
    down: () => {
      down = true;
    },
    up: () => {
      down = false;
    },
    hold: () => {
      held ??= [];
    },
    failNext: () => {
      failNext = true;
    },
    /** How many messages are waiting for their answer under hold(). */
    holding: () => held?.length ?? 0,
    release: () => {
      const accept = held ?? [];
      held = null;
      for (const answer of accept) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Undoes quoted-printable soft line breaks and escapes, so a link can be read back. */
export const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
