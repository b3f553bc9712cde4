/**
 * When an open page reloads itself: after a new deployment, detected by polling
 * builds/latest.json, and after a chunk that no longer exists failed to load. Pure, so the rules are tested
 * without a browser. A reload must never cost a shopper what they were typing: a page with unsent form input
 * waits.
 */

/** A reload for the same path happens at most once in 10 s (the reload guard). */
export const RELOAD_GUARD_MS = 10_000

/** How often an open page asks for the latest build (not in the SPEC: often enough, cheap for the server). */
export const BUILD_POLL_MS = 5 * 60_000

/** A visible page counts as idle after this long without typing, clicking or scrolling. */
export const IDLE_AFTER_MS = 60_000

export interface BuildReloadInput {
  /** The build this page was rendered from. */
  current: string
  /** The build the server answers with now (null until known or when the answer was unusable). */
  latest: string | null
  /** The page is in a background tab (nobody is looking at it). */
  hidden: boolean
  /** Time since the visitor last typed, clicked or scrolled. */
  idleMs: number
  /** A form on the page holds input that was not sent. */
  hasUnsentInput: boolean
}

/** Reload for a new build only when one exists and the visitor cannot lose anything by it. */
export function shouldReloadForBuild({ current, latest, hidden, idleMs, hasUnsentInput }: BuildReloadInput): boolean {
  if (!latest || latest === current || hasUnsentInput) return false
  return hidden || idleMs >= IDLE_AFTER_MS
}

/** Reads the id of builds/latest.json's answer, or null for anything else. */
export function latestBuildId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('id' in body)) return null
  const { id } = body
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null
}

/** A webpack/Next chunk that failed to load (the deployment that had it is gone). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w./-]+ failed/i.test(error.message)
}

/** Last reload time per path, kept in session storage between the reloads it guards. */
export type ReloadLog = Record<string, number>

/**
 * Whether a chunk-load error on `path` may reload the page now, and the log to keep: at most once per path within
 * the guard, so a chunk that is really missing cannot loop the page.
 */
export function chunkReload(path: string, now: number, log: ReloadLog): { reload: boolean; log: ReloadLog } {
  const last = log[path]
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return { reload: false, log }
  // Old entries are dropped so the log stays small.
  const kept = Object.fromEntries(Object.entries(log).filter(([, at]) => now - at < RELOAD_GUARD_MS))
  return { reload: true, log: { ...kept, [path]: now } }
}

/** Parses the stored reload log; anything unreadable is an empty log. */
export function parseReloadLog(value: string | null): ReloadLog {
  if (!value) return {}
  try {
    const parsed: unknown = JSON.parse(value)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    )
  } catch {
    return {}
  }
}
