/**
 * The wall clock of a time zone: what a clock on the store's (or a location's) wall reads at an instant, and the
 * instant at which it reads a given time. Read with Intl, so the server's and the visitor's own zones never matter.
 * Pure; runs in the browser too (the slot pickers).
 */
import { WEEKDAYS } from '@/fields/hours'

import { dateTimeFormat } from './date-time-format'

/** An instant as a zone's wall clock reads it. */
export interface WallClock {
  /** Monday = 0, matching WEEKDAYS. */
  weekday: number
  /** The wall-clock time as if it were UTC, to do calendar arithmetic without the zone. */
  asUtcMs: number
  minuteOfDay: number
}

const WALL_CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  weekday: 'long',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
}

/** The wall clock of an instant in a zone (weekday, time). */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {}
  for (const p of dateTimeFormat('en-US', { timeZone, ...WALL_CLOCK_PARTS }).formatToParts(instant)) parts[p.type] = p.value
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((k) =>
    Number(parts[k]),
  )
  return {
    weekday: WEEKDAYS.findIndex((d) => d === parts.weekday.toLowerCase()),
    asUtcMs: Date.UTC(year, month - 1, day, hour, minute, second),
    minuteOfDay: hour * 60 + minute,
  }
}

/** The instant at which the zone's wall clock reads wallMs; two passes settle a DST offset change. */
export function instantForWall(wallMs: number, timeZone: string): Date {
  let instant = wallMs - (wallClock(new Date(wallMs), timeZone).asUtcMs - wallMs)
  const offset = wallClock(new Date(instant), timeZone).asUtcMs - instant
  instant = wallMs - offset
  return new Date(instant)
}

/** The calendar day (yyyy-mm-dd) of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant, timeZone).asUtcMs).toISOString().slice(0, 10)
}
