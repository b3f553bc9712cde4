/**
 * Time measured in a store's sales hours: a lead that arrives Saturday at 16:55 in a store open until 17:00 and
 * closed Sunday has waited 5 minutes by Monday at opening, not 41 hours. Pure: the caller passes both instants,
 * the weekly hours and the store's time zone.
 */
import { wallClock } from '@/lib/format/wall-clock'
import { openStatus, weeklyIntervals, type HoursInput } from '@/lib/settings/hours'

const MINUTE_MS = 60_000
const DAY_MINUTES = 24 * 60
const WEEK_MINUTES = 7 * DAY_MINUTES

/** Minutes of the week since Monday 00:00 on the zone's wall clock, seconds included as a fraction. */
function wallMinutes(instant: Date, timeZone: string): { weekMinute: number; wallMinute: number } {
  const clock = wallClock(instant, timeZone)
  const wallMinute = (clock.asUtcMs + (instant.getTime() % 1000)) / MINUTE_MS
  const ofDay = wallMinute - Math.floor(clock.asUtcMs / (DAY_MINUTES * MINUTE_MS)) * DAY_MINUTES
  return { weekMinute: clock.weekday * DAY_MINUTES + ofDay, wallMinute }
}

/**
 * Open minutes between two instants (0 when end is not after start). Counted on the store's wall clock, so a
 * daylight-saving change, which US zones make at 2 a.m. outside any sales hours, never adds or removes an open
 * minute.
 */
export function businessMinutesBetween(
  start: Date,
  end: Date,
  hours: readonly HoursInput[] | null | undefined,
  timeZone: string,
): number {
  if (end.getTime() <= start.getTime()) return 0
  const intervals = weeklyIntervals(hours ?? [])
  if (intervals.length === 0) return 0
  const from = wallMinutes(start, timeZone)
  const to = wallMinutes(end, timeZone)
  // Work in minutes since the Monday 00:00 of the start's week: [0, span) is the waited stretch.
  const startAt = from.weekMinute
  const endAt = startAt + (to.wallMinute - from.wallMinute)
  let total = 0
  // An interval past Sunday midnight belongs to the week before too, hence the week -1.
  for (let week = -1; week * WEEK_MINUTES < endAt; week++) {
    for (const [open, close] of intervals) {
      const s = Math.max(open + week * WEEK_MINUTES, startAt)
      const e = Math.min(close + week * WEEK_MINUTES, endAt)
      if (e > s) total += e - s
    }
  }
  return total
}

/** Whether the store is within its sales hours at `now`. */
export function isWithinHours(hours: readonly HoursInput[] | null | undefined, timeZone: string, now: Date): boolean {
  return openStatus(hours, timeZone, now).open
}
