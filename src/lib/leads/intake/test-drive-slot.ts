/**
 * The test-drive rule the schema cannot check alone (the time must be within the location's
 * sales hours, in its time zone): the chosen start is in the future, falls on the chosen day in the location's zone,
 * and the location is open for sales then (close time exclusive). Pure: hours, zone and clock come in.
 */
import { localDay } from '@/lib/format/wall-clock'
import { isOpenNow, type HoursInput } from '@/lib/settings/hours'

export const TEST_DRIVE_MESSAGES = {
  otherDay: 'Choose a time on the day you picked.',
  past: 'That time has passed. Choose a later time.',
  closed: 'The dealership is closed at that time. Choose a time within its sales hours.',
} as const

/** The same checks for a service appointment, whose hours are the service department's. */
export const SERVICE_SLOT_MESSAGES = {
  ...TEST_DRIVE_MESSAGES,
  closed: 'The service department is closed at that time. Choose a time within its service hours.',
} as const

/** Whose hours apply: the vehicle's location (its own hours, else the store's) in the location's time zone. */
export interface SalesHours {
  hours: readonly HoursInput[]
  timeZone: string
}

export interface TestDriveSlot {
  /** yyyy-mm-dd as the visitor picked it, in the location's zone. */
  day: string
  /** ISO 8601 date-time with an offset. */
  time: string
}

export type SlotCheck = { ok: true } | { ok: false; message: string }

/** The parts of a location and of the store settings the sales hours are taken from. */
export interface HoursSource {
  salesHours?: readonly HoursInput[] | null
  timezone: string
}

/**
 * The sales hours a vehicle's test drive is checked against: its location's own hours, else the store's, read
 * in the location's time zone (the store's zone when there is no location). Shared by the endpoint and the VDP.
 */
export function salesHoursOf(location: HoursSource | null | undefined, store: HoursSource): SalesHours {
  const ownHours = location?.salesHours ?? []
  if (location && ownHours.length > 0) return { hours: ownHours, timeZone: location.timezone }
  return { hours: store.salesHours ?? [], timeZone: location?.timezone ?? store.timezone }
}

/** Checks a validated test-drive slot against the sales hours; the message goes under the `time` field. */
export function checkTestDriveSlot(
  slot: TestDriveSlot,
  { hours, timeZone }: SalesHours,
  now: Date,
  messages: typeof TEST_DRIVE_MESSAGES | typeof SERVICE_SLOT_MESSAGES = TEST_DRIVE_MESSAGES,
): SlotCheck {
  const start = new Date(slot.time)
  if (Number.isNaN(start.getTime()) || localDay(start, timeZone) !== slot.day) {
    return { ok: false, message: messages.otherDay }
  }
  if (start.getTime() <= now.getTime()) return { ok: false, message: messages.past }
  if (!isOpenNow(hours, timeZone, start)) return { ok: false, message: messages.closed }
  return { ok: true }
}

/** A service appointment's start: in the future and inside the service hours (its day is the start's own). */
export function checkServiceSlot(start: string, hours: SalesHours, now: Date): SlotCheck {
  const instant = new Date(start)
  if (Number.isNaN(instant.getTime())) return { ok: false, message: SERVICE_SLOT_MESSAGES.otherDay }
  return checkTestDriveSlot({ day: localDay(instant, hours.timeZone), time: start }, hours, now, SERVICE_SLOT_MESSAGES)
}
