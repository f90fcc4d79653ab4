/** Progress lines, stamped with the seconds since the benchmark started. */
const started = Date.now();

export const elapsedSeconds = () => (Date.now() - started) / 1000;

export function log(message: string): void {
  console.info(`[bench ${elapsedSeconds().toFixed(0)}s] ${message}`);
}
