/**
 * Imported between the entry's imports (main.tsx), this module ends the task that evaluates the entry chunk: the
 * bundle keeps the modules' order, so those imported after it are evaluated in a task of their own. Evaluating the
 * whole entry was one task of some 70 ms on the benchmark's host, which Lighthouse's 4x slowdown makes 280.
 */
const { scheduler: tasks } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
await (tasks?.yield?.() ?? new Promise<void>((resolve) => setTimeout(resolve, 0)));
