import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

it('finishes evaluating only once the next task has come (scheduler.yield)', async () => {
  let nextTask: (() => void) | undefined;
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (nextTask = resolve)) });
  let evaluated = false;
  const loading = import('./next-task').then(() => {
    evaluated = true;
  });
  await vi.waitFor(() => expect(nextTask).toBeDefined());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(evaluated).toBe(false);
  nextTask!();
  await loading;
  expect(evaluated).toBe(true);
});
