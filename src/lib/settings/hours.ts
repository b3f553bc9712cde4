/**
 * Open-now logic for the store's (or a location's) weekly hours, evaluated on the store's wall clock
 * (src/lib/format/wall-clock) so the server's zone never matters. Pure: the caller passes the clock.
 */
import { WEEKDAYS, type Weekday } from '@/fields/hours'
import { instantForWall, wallClock } from '@/lib/format/wall-clock'

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
