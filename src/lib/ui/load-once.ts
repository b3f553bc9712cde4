/** A module loaded on first need (loadOnce): its import, and the value once it has arrived. */
export interface LoadOnce<T> {
  load: () => Promise<T>
  current: () => T | null
}

/**
 * A module the page loads on first need, shared by every caller: `load()` starts the import once (a failed import
 * is tried again at the next call), `current()` is the loaded value or null until it has arrived. For code a page
 * should not carry before a visitor needs it (a phone mask, the payment math).
 */
export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let value: T | null = null
  let loading: Promise<T> | null = null
  return {
    load() {
      loading ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = null
          throw error
        },
      )
      return loading
    },
    current: () => value,
  }
}
