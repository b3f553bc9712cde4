/** The digest rule of alerts: at most one alert email a day per address. Pure. */

/** One digest per address per rolling 24 hours. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000

/** When the address may next get a digest; null when it may get one now (never mailed, or a day has passed). */
export function nextDigestAt(lastSentAt: string | Date | null | undefined, now: Date): Date | null {
  if (!lastSentAt) return null
  const last = new Date(lastSentAt).getTime()
  if (Number.isNaN(last)) return null
  const due = last + DIGEST_INTERVAL_MS
  return now.getTime() >= due ? null : new Date(due)
}

/** True when a digest may go to the address now, given when it last got one (the latest of its subscriptions). */
export function mayDigestNow(lastSentAt: string | Date | null | undefined, now: Date): boolean {
  return nextDigestAt(lastSentAt, now) === null
}

/** The latest of several send times (an address's subscriptions each remember the last digest). */
export function latestSentAt(values: ReadonlyArray<string | null | undefined>): string | null {
  let latest: string | null = null
  for (const value of values) {
    if (!value || Number.isNaN(Date.parse(value))) continue
    if (latest === null || Date.parse(value) > Date.parse(latest)) latest = value
  }
  return latest
}
