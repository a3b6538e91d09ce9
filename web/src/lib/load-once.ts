/** Something fetched on demand: the fetch starts on the first `load`, and its result is kept. */
export interface LoadOnce<T> {
  /** The value, fetched once; after a failure the next call fetches again. */
  load(): Promise<T>;
  /** The value if it has arrived. */
  loaded(): T | undefined;
}

export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let value: { readonly current: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= fetch().then(
        (result) => {
          value = { current: result };
          return result;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value?.current,
  };
}
