import {
  date,
  json,
  number,
  text,
  type DateFieldValidation,
  type JSONFieldValidation,
  type NumberFieldValidation,
  type TextFieldSingleValidation,
} from 'payload/shared'

import { OVERRIDABLE_TEXTS } from '@/lib/experiments/known-texts'
import { langsErrors } from '@/lib/experiments/langs'
import { EXPERIMENT_KEY, EXPERIMENT_KEY_MAX } from '@/lib/experiments/model'
import { settingsErrors } from '@/lib/experiments/settings'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The variants rows of the document being edited (the admin's form data or the saved data). */
function variantRows(data: unknown): Record<string, unknown>[] {
  const rows = isRecord(data) ? data.variants : undefined
  return Array.isArray(rows) ? rows.filter(isRecord) : []
}

const KEY_MESSAGE =
  `Use lowercase letters, digits and single hyphens (e.g. hero-cta), at most ${EXPERIMENT_KEY_MAX} characters.`

/** Experiment names and variant keys travel in a cookie and a URL: a small, fixed alphabet. */
export const experimentKey: TextFieldSingleValidation = (value, options) => {
  if (value && (value.length > EXPERIMENT_KEY_MAX || !EXPERIMENT_KEY.test(value))) return KEY_MESSAGE
  return text(value, options)
}

/** A variant key: well-formed and not used by another variant of the same experiment. */
export const variantKey: TextFieldSingleValidation = (value, options) => {
  if (value) {
    if (value.length > EXPERIMENT_KEY_MAX || !EXPERIMENT_KEY.test(value)) return KEY_MESSAGE
    const same = variantRows(options.data).filter((row) => row.key === value).length
    if (same > 1) return `Another variant already uses the key "${value}".`
  }
  return text(value, options)
}

/** A weight is 0 or more, and the weights together must be above 0, or nobody could be assigned. */
export const variantWeight: NumberFieldValidation = (value, options) => {
  if (typeof value === 'number' && value < 0) return 'The weight must be 0 or more.'
  const rows = variantRows(options.data)
  const total = rows.reduce((sum, row) => sum + (typeof row.weight === 'number' && row.weight > 0 ? row.weight : 0), 0)
  if (rows.length > 0 && total <= 0) return 'The weights add up to 0: give at least one variant a weight above 0.'
  return number(value, options)
}

const listed =
  (errorsOf: (value: unknown) => string[]): JSONFieldValidation =>
  (value, options) => {
    const errors = errorsOf(value)
    return errors.length > 0 ? errors.join(' ') : json(value, options)
  }

/** Settings overrides: only allow-listed public settings, within their bounds. */
export const variantSettings = listed(settingsErrors)
/** Text overrides: only texts the site's forms show (in English, or `es:` + the English text), each with a text. */
export const variantLangs = listed((value) => langsErrors(value, OVERRIDABLE_TEXTS))

/** An end date must come after the start date. */
export const endsAfterStart: DateFieldValidation = (value, options) => {
  const startsAt = isRecord(options.siblingData) ? options.siblingData.startsAt : undefined
  if (value && typeof startsAt === 'string' && startsAt && Date.parse(String(value)) <= Date.parse(startsAt)) {
    return 'The end must come after the start.'
  }
  return date(value, options)
}
