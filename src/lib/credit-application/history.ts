/**
 * When a residence or a job needs the one before it. Lenders look at two years of history, so an applicant who
 * has lived or worked at the current one for less than PREVIOUS_HISTORY_MONTHS is also asked for the previous
 * one. The SPEC lists the fields (yearsAtAddress/monthsAtAddress, years/months) but states no rule or constant:
 * 24 months is the usual lender requirement and the one this form applies. Pure.
 */

/** Time at the current address or job below which the previous one is asked for. */
export const PREVIOUS_HISTORY_MONTHS = 24
/** The same in years, as the form says it. */
export const PREVIOUS_HISTORY_YEARS = PREVIOUS_HISTORY_MONTHS / 12

/** A whole number 0 or more typed into a text input, or null for a blank or unreadable value. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const number = Number(value.trim())
  return Number.isInteger(number) && number >= 0 ? number : null
}

/**
 * True when the time typed so far is under PREVIOUS_HISTORY_MONTHS. Nothing is asked for until the years are
 * readable; blank months count as 0, so '1' year already asks while '2' does not.
 */
export function needsPreviousEntry(years: unknown, months: unknown): boolean {
  const wholeYears = wholeNumber(years)
  if (wholeYears === null) return false
  return wholeYears * 12 + (wholeNumber(months) ?? 0) < PREVIOUS_HISTORY_MONTHS
}
