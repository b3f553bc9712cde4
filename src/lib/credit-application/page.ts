/**
 * The full credit application page (/auto-financing/full-credit-application): its path, copy,
 * the labels of the schema's choices, and how the review step writes back what was typed. Pure.
 */
import { HOUSING_STATUSES, INCOME_TYPES } from '@/lib/leads/schemas/credit-application'

/** Where the page lives; also the page-toggles prefix that switches it on and off. */
export const CREDIT_APPLICATION_PATH = '/auto-financing/full-credit-application'

/** The h1 and the start of the page title. */
export const CREDIT_APPLICATION_HEADING = 'Full credit application'

/** The meta description; `{dealer}` becomes the dealership's name. */
export const CREDIT_APPLICATION_DESCRIPTION =
  'Apply for auto financing at {dealer} with our secure full credit application: your details, residence and ' +
  'employment history, and an optional co-borrower.'

/** Labels of the housing statuses the schema accepts. */
export const HOUSING_STATUS_LABELS: Record<(typeof HOUSING_STATUSES)[number], string> = {
  own: 'Own',
  rent: 'Rent',
  family: 'Live with family',
  military: 'Military housing',
  other: 'Other',
}

/** Labels of the income types the schema accepts. */
export const INCOME_TYPE_LABELS: Record<(typeof INCOME_TYPES)[number], string> = {
  employed: 'Employed',
  'self-employed': 'Self-employed',
  retired: 'Retired',
  military: 'Military',
  other: 'Other',
}

/** The label of a choice the visitor made, or the value itself when it is not one of ours. */
export function choiceLabel(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value] : value
}

/**
 * A yyyy-mm-dd date of birth as the SPEC writes dates (mm/dd/yy), read from the text itself: going through
 * Date would shift a UTC midnight into the previous day in American time zones.
 */
export function birthDateText(value: string): string {
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(value)
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value
}

/** '3 years, 1 month' from the years and months as typed. */
export function durationText(years: string, months: string): string {
  const part = (value: string, unit: string) => {
    const count = Number(value || 0)
    return `${count} ${unit}${count === 1 ? '' : 's'}`
  }
  return `${part(years, 'year')}, ${part(months, 'month')}`
}
