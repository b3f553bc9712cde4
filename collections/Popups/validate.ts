import type { JSONField } from 'payload'
import {
  json,
  number,
  text,
  type JSONFieldValidation,
  type NumberFieldValidation,
  type TextFieldSingleValidation,
} from 'payload/shared'

type JSONSchema4 = NonNullable<JSONField['jsonSchema']>['schema']

const stringList: JSONSchema4 = { type: 'array', items: { type: 'string' } }

/** pageItemsViewed.params: route param → true (any new value counts), a string (must equal) or a list (one of). */
export const paramsSchema: JSONSchema4 = {
  oneOf: [
    { type: 'null' },
    {
      type: 'object',
      additionalProperties: { oneOf: [{ type: 'boolean', enum: [true] }, { type: 'string' }, stringList] },
    },
  ],
}

/** conditions.adsValues: true, false, a string, or { in, not } lists of the visitor's stored ad values. */
export const adsValuesSchema: JSONSchema4 = {
  oneOf: [
    { type: 'null' },
    { type: 'boolean' },
    { type: 'string' },
    { type: 'object', properties: { in: stringList, not: stringList }, additionalProperties: false },
  ],
}

/** content.style: inline CSS properties in camelCase. */
export const styleSchema: JSONSchema4 = {
  oneOf: [{ type: 'null' }, { type: 'object', additionalProperties: { type: ['string', 'number'] } }],
}

const isStringList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Why a params rule is malformed (SPEC: 'Wrong param value in popup conditions'), or null when it is fine. */
export function paramsError(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (!isRecord(value)) return 'Wrong param value in popup conditions: use an object such as {"vin": true}.'
  for (const [param, rule] of Object.entries(value)) {
    if (rule === true || typeof rule === 'string' || isStringList(rule)) continue
    return `Wrong param value in popup conditions: "${param}" must be true, a text or a list of texts.`
  }
  return null
}

/** Why an adsValues rule is malformed, or null when it is fine. */
export function adsValuesError(value: unknown): string | null {
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'string') return null
  const message = 'Use true, false, a text, or {"in": ["..."], "not": ["..."]}.'
  if (!isRecord(value)) return message
  const keysOk = Object.keys(value).every((key) => key === 'in' || key === 'not')
  const listsOk = [value.in, value.not].every((list) => list === undefined || isStringList(list))
  return keysOk && listsOk ? null : message
}

/** Wraps Payload's own JSON validation with a friendly shape check that runs first. */
export const jsonShape =
  (check: (value: unknown) => string | null): JSONFieldValidation =>
  (value, options) =>
    check(value) ?? json(value, options)

/** A page rule of kind regex must compile, so one typo cannot break every page view. */
export const validPageMatch: TextFieldSingleValidation = (value, options) => {
  const { siblingData } = options
  const kind = isRecord(siblingData) ? siblingData.kind : undefined
  if (kind === 'regex' && value) {
    try {
      new RegExp(value)
    } catch {
      return 'This regular expression does not compile.'
    }
  }
  return text(value, options)
}

/** maxCount may be empty (no limit) but never below minCount, which would make the rule unpassable. */
export const maxNotBelowMin: NumberFieldValidation = (value, options) => {
  const { siblingData } = options
  const min = isRecord(siblingData) ? siblingData.minCount : undefined
  if (typeof value === 'number' && typeof min === 'number' && value < min) {
    return 'The maximum must not be below the minimum.'
  }
  return number(value, options)
}
