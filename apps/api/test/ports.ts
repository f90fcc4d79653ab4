import { createServer } from 'node:net';

/** A local port that was free a moment ago: bound once on 127.0.0.1 to learn its number, then closed again. */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
