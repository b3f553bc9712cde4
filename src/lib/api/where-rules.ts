/**
 * Which `where` clauses the public REST and GraphQL API accepts. Payload hands a clause to the database adapter as
 * it comes, so an operator that does not fit the field (`near` on a price), a date that does not parse or a value
 * of the wrong shape failed deep in SQLite or MongoDB and answered 500. These rules find such clauses first so the
 * caller gets a 400 naming the field. Pure: the field kinds come from a resolver over the collection's fields.
 */

/** What a query path addresses, as far as the value it is compared with goes. */
export type FieldKind = 'number' | 'date' | 'checkbox' | 'point' | 'text' | 'relation' | 'json'

/** A path → kind lookup; undefined for a path it does not know (Payload itself answers those with a 400). */
export type KindOf = (path: string) => FieldKind | undefined

/** Payload's operators (payload/dist/types/constants.js). */
export const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'within',
  'intersects',
  'near',
] as const

export type Operator = (typeof OPERATORS)[number]

const GEO_OPERATORS: ReadonlySet<string> = new Set(['near', 'within', 'intersects'])
const TEXT_MATCH_OPERATORS: ReadonlySet<string> = new Set(['like', 'not_like', 'contains'])
const LIST_OPERATORS: ReadonlySet<string> = new Set(['in', 'not_in', 'all'])
const ORDER_OPERATORS: ReadonlySet<string> = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

/** Nesting the API accepts in one clause (and/or inside and/or); deeper is a cost, not a real query. */
export const MAX_WHERE_DEPTH = 6
/** Conditions in one clause, counted over every and/or branch. */
export const MAX_WHERE_CONDITIONS = 50
/** Values in one in / not_in / all list. */
export const MAX_LIST_VALUES = 100

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isScalar = (value: unknown): value is string | number | boolean | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

const isNull = (value: unknown) => value === null || value === 'null'

function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
}

function isDate(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Date.parse(value))
}

const isBooleanLike = (value: unknown) => value === true || value === false || value === 'true' || value === 'false'

/** A list operator's values: an array, or the comma-separated text REST query strings carry. */
function listValues(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(',')
  if (typeof value === 'number' || typeof value === 'boolean') return [value]
  return null
}

/** Why one value cannot be compared with a field of this kind, or null. */
function valueProblem(kind: FieldKind, value: unknown): string | null {
  if (isNull(value)) return null
  if (!isScalar(value)) return 'must be a single value'
  if (kind === 'number' && !isNumeric(value)) return 'must be a number'
  if (kind === 'date' && !isDate(value)) return 'must be a date such as 2026-01-31'
  if (kind === 'checkbox' && !isBooleanLike(value)) return 'must be true or false'
  return null
}

/** [longitude, latitude] as an array or "lng,lat", the shape `near` and the point equality take. */
function pointProblem(operator: string, value: unknown): string | null {
  if (operator === 'exists') return isBooleanLike(value) ? null : 'must be true or false'
  if (operator === 'near') {
    const parts = listValues(value)
    return parts && parts.length >= 2 && parts.length <= 4 && parts.every(isNumeric)
      ? null
      : 'must be longitude,latitude[,maxDistance[,minDistance]]'
  }
  if (operator === 'within' || operator === 'intersects') {
    return isRecord(value) && typeof value.type === 'string' && Array.isArray(value.coordinates)
      ? null
      : 'must be a GeoJSON geometry'
  }
  const parts = listValues(value)
  return parts && parts.length === 2 && parts.every(isNumeric) ? null : 'must be longitude,latitude'
}

/** Why `operator value` cannot be asked of a field of this kind, or null when it can. */
export function conditionProblem(kind: FieldKind, operator: string, value: unknown): string | null {
  if (!(OPERATORS as readonly string[]).includes(operator)) {
    return `has an unknown operator "${operator}" (use one of ${OPERATORS.join(', ')})`
  }
  if (kind === 'point') return pointProblem(operator, value)
  if (GEO_OPERATORS.has(operator)) return `cannot use "${operator}": it works on point (map) fields only`
  if (operator === 'exists') return isBooleanLike(value) ? null : 'exists must be true or false'
  if (TEXT_MATCH_OPERATORS.has(operator)) {
    if (kind === 'number' || kind === 'date' || kind === 'checkbox') {
      return `cannot use "${operator}": it works on text fields only`
    }
    return isScalar(value) ? null : 'must be a single value'
  }
  if (LIST_OPERATORS.has(operator)) {
    const values = listValues(value)
    if (!values) return `${operator} must be a list of values`
    if (values.length > MAX_LIST_VALUES) return `${operator} takes at most ${MAX_LIST_VALUES} values`
    const bad = values.map((item) => valueProblem(kind, item)).find(Boolean)
    return bad ? `${operator}: each value ${bad}` : null
  }
  if (ORDER_OPERATORS.has(operator) && isNull(value)) return `${operator} needs a value`
  return valueProblem(kind, value)
}

/**
 * Every problem of a `where` clause, each naming its path (empty when the database can run it). Paths the
 * resolver does not know are left alone: Payload's own path validation answers them with a 400.
 */
export function whereProblems(where: unknown, kindOf: KindOf): string[] {
  const problems: string[] = []
  let conditions = 0

  const visit = (clause: unknown, depth: number, at: string): void => {
    if (!isRecord(clause)) {
      problems.push(`${at || 'where'} must be an object such as where[field][equals]=value`)
      return
    }
    if (depth > MAX_WHERE_DEPTH) {
      problems.push(`where nests and/or more than ${MAX_WHERE_DEPTH} levels deep`)
      return
    }
    for (const [key, value] of Object.entries(clause)) {
      const path = at ? `${at}.${key}` : key
      if (key === 'and' || key === 'or') {
        const branches = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : null
        if (!branches) problems.push(`${path} must be a list of conditions`)
        else branches.forEach((branch, index) => visit(branch, depth + 1, `${path}[${index}]`))
        continue
      }
      conditions += 1
      if (!isRecord(value)) {
        problems.push(`${key} needs an operator, e.g. where[${key}][equals]=…`)
        continue
      }
      const kind = kindOf(key)
      for (const [operator, operand] of Object.entries(value)) {
        const problem = kind
          ? conditionProblem(kind, operator, operand)
          : (OPERATORS as readonly string[]).includes(operator)
            ? null
            : `has an unknown operator "${operator}"`
        if (problem) problems.push(`${key} ${problem}`)
      }
    }
  }

  visit(where, 0, '')
  if (conditions > MAX_WHERE_CONDITIONS) problems.push(`where has more than ${MAX_WHERE_CONDITIONS} conditions`)
  return problems
}
