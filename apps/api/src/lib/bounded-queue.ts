export type BoundedQueue = {
  /**
   * Runs `task` once fewer than `concurrency` tasks are running. When that many are running and `maxWaiting`
   * more already wait, it throws `whenFull()` at once instead of joining an ever longer line.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

export function createBoundedQueue(options: {
  concurrency: number;
  maxWaiting: number;
  whenFull: () => Error;
}): BoundedQueue {
  let running = 0;
  const line: Array<() => void> = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
    async run(task) {
      if (running < options.concurrency) running += 1;
      else if (line.length < options.maxWaiting)
        // The task that finishes hands its place straight to the first in line (running stays the same).
        await new Promise<void>((resolve) => line.push(resolve));
      else throw options.whenFull();
      try {
        return await task();
      } finally {
        const next = line.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
