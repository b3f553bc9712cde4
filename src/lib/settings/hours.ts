/**
 * Open-now logic for the store's (or a location's) weekly hours, evaluated in the store's time zone with
 * Intl so the server's zone never matters. Pure: the caller passes the clock.
 */
import { WEEKDAYS, type Weekday } from '@/fields/hours'

/** One hours row as the hoursField stores it; unset open/close on an open day counts as closed. */
export interface HoursInput {
  day: Weekday
  closed?: boolean | null
  open?: string | null
  close?: string | null
}

export interface OpenStatus {
  open: boolean
  /** When the store next opens (if closed) or closes (if open); null when it never opens. */
  nextChange: Date | null
}

const DAY_MINUTES = 24 * 60
const WEEK_MINUTES = 7 * DAY_MINUTES
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

export interface WallClock {
  /** Monday = 0, matching WEEKDAYS. */
  weekday: number
  /** The wall-clock time as if it were UTC, to do calendar arithmetic without the zone. */
  asUtcMs: number
  minuteOfDay: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'long',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** The wall clock of an instant in a zone (weekday, time) read with Intl; the server's own zone never matters. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {}
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value
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

function toMinutes(value: string | null | undefined): number | null {
  const m = value ? TIME.exec(value) : null
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

/** Opening intervals as [start, end) minutes of the week from Monday 00:00; a close before open runs past midnight. */
export function weeklyIntervals(rows: readonly HoursInput[]): Array<[number, number]> {
  const intervals: Array<[number, number]> = []
  for (const row of rows) {
    const dayIndex = WEEKDAYS.indexOf(row.day)
    const open = toMinutes(row.open)
    const close = toMinutes(row.close)
    if (row.closed || dayIndex < 0 || open === null || close === null || open === close) continue
    const start = dayIndex * DAY_MINUTES + open
    const end = dayIndex * DAY_MINUTES + close + (close < open ? DAY_MINUTES : 0)
    intervals.push([start, end])
  }
  return intervals
}

/** Is the store open at `now` in `timeZone`, and when does that next change? */
export function openStatus(rows: readonly HoursInput[] | null | undefined, timeZone: string, now: Date): OpenStatus {
  const intervals = weeklyIntervals(rows ?? [])
  if (intervals.length === 0) return { open: false, nextChange: null }

  const clock = wallClock(now, timeZone)
  const nowMinute = clock.weekday * DAY_MINUTES + clock.minuteOfDay
  // Shift intervals by whole weeks so an interval running past Sunday midnight is seen from Monday too.
  const shifted = intervals.flatMap(([s, e]) =>
    [-1, 0, 1].map((w): [number, number] => [s + w * WEEK_MINUTES, e + w * WEEK_MINUTES]),
  )

  const current = shifted.filter(([s, e]) => s <= nowMinute && nowMinute < e)
  const open = current.length > 0
  let target: number | null
  if (open) {
    // Adjacent or overlapping rows (e.g. a split shift that meets) extend the open period.
    target = Math.max(...current.map(([, e]) => e))
    for (let extended = true; extended;) {
      extended = false
      for (const [s, e] of shifted) {
        if (s <= target && e > target) {
          target = e
          extended = true
        }
      }
    }
    if (target - nowMinute >= WEEK_MINUTES) return { open: true, nextChange: null }
  } else {
    const starts = shifted.map(([s]) => s).filter((s) => s > nowMinute)
    target = Math.min(...starts)
  }

  const nowWallMinuteMs = clock.asUtcMs - (clock.asUtcMs % 60_000)
  const wallTarget = nowWallMinuteMs + (target - nowMinute) * 60_000
  return { open, nextChange: instantForWall(wallTarget, timeZone) }
}

/** Convenience for headers and badges: true while the store is open. */
export function isOpenNow(rows: readonly HoursInput[] | null | undefined, timeZone: string, now: Date): boolean {
  return openStatus(rows, timeZone, now).open
}
