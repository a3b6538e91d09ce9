/**
 * Runs `load` once and hands every caller the same promise; a failed load is forgotten so the
 * next caller retries (a flaky network must not break the engine for the whole visit).
 */
export function memoiseLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
