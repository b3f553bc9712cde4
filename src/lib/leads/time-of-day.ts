/**
 * The time-of-day groups of the slot pickers (test drive, service appointment): Morning, Afternoon, Evening.
 * The rule, on the wall clock of the location's time zone (not the shopper's): before 12:00 is Morning,
 * 12:00–16:59 Afternoon, 17:00 and later Evening. Pure.
 */
import { wallClock } from '@/lib/format/wall-clock'

/** The three parts of the day, in order. */
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const
export type DayPart = (typeof DAY_PARTS)[number]

/** Where Afternoon and Evening begin, minutes after midnight. */
export const DAY_PART_STARTS = { afternoon: 12 * 60, evening: 17 * 60 } as const

/** The English labels; the pickers show them through the language catalogue (Mañana, Tarde, Noche). */
export const DAY_PART_LABELS: Record<DayPart, string> = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' }

/** The part of the day a start time (an ISO date-time) falls in at the location. */
export function dayPartOf(time: string, timeZone: string): DayPart {
  const minute = wallClock(new Date(time), timeZone).minuteOfDay
  if (minute < DAY_PART_STARTS.afternoon) return 'morning'
  return minute < DAY_PART_STARTS.evening ? 'afternoon' : 'evening'
}

/** A part of the day and its start times, in the order given. */
export type DayPartGroup = { part: DayPart; label: string; times: string[] }

/**
 * Start times grouped into Morning, Afternoon and Evening at the location, in that order; a part without times is
 * left out. Times keep their order within a group.
 */
export function groupByDayPart(times: readonly string[], timeZone: string): DayPartGroup[] {
  const byPart = new Map<DayPart, string[]>(DAY_PARTS.map((part) => [part, []]))
  for (const time of times) byPart.get(dayPartOf(time, timeZone))?.push(time)
  return DAY_PARTS.flatMap((part) => {
    const grouped = byPart.get(part) ?? []
    return grouped.length > 0 ? [{ part, label: DAY_PART_LABELS[part], times: grouped }] : []
  })
}
