/**
 * Median first-response times for the manager's view, per salesperson and per store. A response time is the
 * sales-hours minutes from the lead's arrival to its first status change or note by staff, the same clock the
 * reminders use, so a lead answered at opening after a night has a short time.
 */

export interface RespondedLead {
  /** Who the lead belongs to; null when unassigned. */
  ownerKey: string | null
  storeKey: string | null
  minutes: number
}

/** The median of the values, or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export interface MedianRow {
  key: string | null
  count: number
  median: number
}

/** Median response minutes grouped by a key, largest group first. */
export function mediansBy(leads: readonly RespondedLead[], keyOf: (lead: RespondedLead) => string | null): MedianRow[] {
  const groups = new Map<string | null, number[]>()
  for (const lead of leads) {
    const key = keyOf(lead)
    groups.set(key, [...(groups.get(key) ?? []), lead.minutes])
  }
  return [...groups.entries()]
    .map(([key, values]) => ({ key, count: values.length, median: median(values) ?? 0 }))
    .sort((a, b) => b.count - a.count || String(a.key).localeCompare(String(b.key)))
}

/** "12 min", "2 h 05 min": a duration as a manager reads it. */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes)
  if (whole < 60) return `${whole} min`
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`
}
