/**
 * Imported between the entry's imports (main.tsx), this module ends the task that evaluates the entry chunk: the
 * bundle keeps the modules' order, so those imported after it are evaluated in a task of their own. Evaluating the
 * whole entry was one task of some 280 ms in a trace at Lighthouse's 4x CPU slowdown on the benchmark's host.
 */
const { scheduler: tasks } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
await (tasks?.yield?.() ?? new Promise<void>((resolve) => setTimeout(resolve, 0)));
