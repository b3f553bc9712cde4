/**
 * A console report made at most once per key for the life of the page (or server process): a misconfiguration or
 * a bad name is worth one clear line, not one per render. Pure apart from the sink it is given.
 */

/** Wraps a sink (console.warn, console.error) so each key reaches it once; returns whether this call reported. */
export function oncePerKey(sink: (message: string) => void): (key: string, message: string) => boolean {
  const seen = new Set<string>()
  return (key, message) => {
    if (seen.has(key)) return false
    seen.add(key)
    sink(message)
    return true
  }
}
