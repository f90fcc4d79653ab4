/**
 * What must not outlive the benchmark (the server, Chromium, the PostgreSQL database), so that an error or Ctrl-C
 * still stops and removes it. Undone newest first.
 */
type Undo = () => Promise<void> | void;

const pending = new Set<Undo>();

/** Registers `undo`; the returned function unregisters it once the caller has undone it itself. */
export function undoOnExit(undo: Undo): () => void {
  pending.add(undo);
  return () => {
    pending.delete(undo);
  };
}

export async function undoAll(): Promise<void> {
  for (const undo of [...pending].reverse()) {
    pending.delete(undo);
    try {
      await undo();
    } catch (error) {
      console.error(error);
    }
  }
}
