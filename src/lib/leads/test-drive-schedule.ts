/**
 * The choices of the test-drive picker (choose day → choose time): the days ahead on which the
 * vehicle's location has an open slot, and the start times of a day. Every candidate is checked with the
 * endpoint's own rule (checkTestDriveSlot: future, on the day, inside the sales hours in the location's zone),
 * so the picker never offers a time the server refuses. Pure and clock-free: it runs in the browser.
 */
import { instantForWall, localDay, wallClock } from '@/lib/format/wall-clock'
import { checkTestDriveSlot, type SalesHours } from '@/lib/leads/intake/test-drive-slot'

/** How far ahead days are offered, the step between start times, and the notice the dealership needs. */
export const TEST_DRIVE_SCHEDULE = { days: 14, stepMinutes: 30, leadMinutes: 60 } as const

/** Overrides of TEST_DRIVE_SCHEDULE, for tests and other dealership policies. */
export interface ScheduleOptions {
  days?: number
  stepMinutes?: number
  leadMinutes?: number
}

const DAY_MINUTES = 24 * 60

const pad = (value: number) => String(value).padStart(2, '0')

/** ±hh:mm of an offset in minutes east of UTC. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** yyyy-mm-dd `count` days after `day`, by calendar arithmetic (no zone involved). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10)
}

/**
 * The start times of a test drive on `day` (yyyy-mm-dd in the location's zone), every `stepMinutes`, as ISO
 * date-times with the zone's offset ('2030-06-03T10:30:00-05:00'): those more than `leadMinutes` after `now` and
 * inside the sales hours. Wall times a daylight-saving change skips are left out.
 */
export function testDriveTimes(day: string, sales: SalesHours, now: Date, options: ScheduleOptions = {}): string[] {
  const { stepMinutes = TEST_DRIVE_SCHEDULE.stepMinutes, leadMinutes = TEST_DRIVE_SCHEDULE.leadMinutes } = options
  const [year, month, date] = day.split('-').map(Number)
  const earliest = new Date(now.getTime() + leadMinutes * 60_000)
  const times: string[] = []
  for (let minute = 0; minute < DAY_MINUTES; minute += stepMinutes) {
    const wallMs = Date.UTC(year, month - 1, date, 0, minute)
    const instant = instantForWall(wallMs, sales.timeZone)
    if (wallClock(instant, sales.timeZone).minuteOfDay !== minute) continue
    const offset = Math.round((wallMs - instant.getTime()) / 60_000)
    const time = `${day}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00${offsetText(offset)}`
    if (checkTestDriveSlot({ day, time }, sales, earliest).ok) times.push(time)
  }
  return times
}

/** A day the picker offers, with its start times. */
export interface TestDriveDay {
  day: string
  times: string[]
}

/**
 * The next `days` calendar days from today (in the location's zone) that have at least one start time, with
 * those times. Closed days and a today whose hours have passed are left out.
 */
export function testDriveDays(sales: SalesHours, now: Date, options: ScheduleOptions = {}): TestDriveDay[] {
  const today = localDay(now, sales.timeZone)
  const days: TestDriveDay[] = []
  for (let index = 0; index < (options.days ?? TEST_DRIVE_SCHEDULE.days); index++) {
    const day = addDays(today, index)
    const times = testDriveTimes(day, sales, now, options)
    if (times.length > 0) days.push({ day, times })
  }
  return days
}
