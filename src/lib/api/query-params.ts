/**
 * The REST API's query parameters besides `where` (limit, pagination, page, depth, sort, select, populate, joins, locale): what a caller may send, and the bounds of an anonymous request so that one cannot ask the server for the
 * whole inventory with every relation expanded. Staff (the admin) keep Payload's defaults. Pure.
 */

/** Largest page an anonymous caller may ask for (the admin's own list view tops out at 100 too). */
export const PUBLIC_MAX_LIMIT = 100
/** Relations an anonymous caller may expand: a vehicle's body style and photos, nothing further. */
export const PUBLIC_MAX_DEPTH = 2
/** Pages past this are no listing anyone browses; 100 × 10,000 is a million documents. */
export const MAX_PAGE = 10_000

export type QueryContext = {
  /** No signed-in staff user: the public bounds apply. */
  anonymous: boolean
  /** Whether a sort or select path names a field of the collection (or global). */
  isField: (path: string) => boolean
  /** The collection's join fields (for `joins`). */
  joinNames: ReadonlySet<string>
  /** Collections that `populate` may name. */
  collectionSlugs: ReadonlySet<string>
  /** Locale codes of the localization config, empty when the site has none. */
  locales: readonly string[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isBooleanLike = (value: unknown) => value === true || value === false || value === 'true' || value === 'false'

function wholeNumber(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  return typeof text === 'string' && /^\d{1,9}$/.test(text.trim()) ? Number(text) : null
}

function boundedProblem(name: string, value: unknown, min: number, max: number | null): string | null {
  const number = wholeNumber(value)
  if (number === null) return `${name} must be a whole number`
  if (number < min) return `${name} must be at least ${min}`
  if (max !== null && number > max) return `${name} must be at most ${max}`
  return null
}

function paginationProblem(pagination: unknown, ctx: QueryContext): string | null {
  if (ctx.anonymous && String(pagination) === 'false') {
    return `pagination cannot be turned off; ask for pages of 1–${PUBLIC_MAX_LIMIT} with limit and page`
  }
  return null
}

function sortProblems(sort: unknown, ctx: QueryContext): string[] {
  const entries = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : null
  if (!entries) return ['sort must be field names, e.g. sort=-price,year']
  return entries.flatMap((entry) => {
    const path = typeof entry === 'string' ? entry.trim().replace(/^[-+]/, '') : ''
    if (!path) return ['sort has an empty field name']
    return ctx.isField(path) ? [] : [`sort: unknown field "${path}"`]
  })
}

function selectProblems(select: unknown, ctx: QueryContext, prefix = ''): string[] {
  if (!isRecord(select)) return ['select must name fields, e.g. select[price]=true']
  return Object.entries(select).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    if (!ctx.isField(path)) return [`select: unknown field "${path}"`]
    if (isRecord(value)) return selectProblems(value, ctx, path)
    return isBooleanLike(value) ? [] : [`select[${path}] must be true or false`]
  })
}

function mapProblems(name: string, value: unknown, known: ReadonlySet<string>, what: string): string[] {
  if (name === 'joins' && isBooleanLike(value)) return []
  if (!isRecord(value)) return [`${name} must name ${what}`]
  return Object.keys(value)
    .filter((key) => !known.has(key))
    .map((key) => `${name}: unknown ${what.replace(/s$/, '')} "${key}"`)
}

/**
 * Every problem of a REST request's parameters (empty when it may run). Values arrive as the query string parsed
 * them (text, or objects for bracketed keys); absent ones are Payload's defaults.
 */
export function queryParamProblems(query: Record<string, unknown>, ctx: QueryContext): string[] {
  const problems: string[] = []
  const add = (problem: string | null) => problem && problems.push(problem)
  const { limit, page, depth, sort, select, populate, joins, locale, pagination } = query

  // limit=0 means "no limit" to Payload: the whole collection at once; so does pagination=false without a limit,
  // and anonymous callers simply keep pagination on.
  if (limit !== undefined) add(boundedProblem('limit', limit, ctx.anonymous ? 1 : 0, ctx.anonymous ? PUBLIC_MAX_LIMIT : null))
  if (pagination !== undefined) add(paginationProblem(pagination, ctx))
  if (page !== undefined) add(boundedProblem('page', page, 1, MAX_PAGE))
  if (depth !== undefined) add(boundedProblem('depth', depth, 0, ctx.anonymous ? PUBLIC_MAX_DEPTH : null))
  if (sort !== undefined && sort !== '') problems.push(...sortProblems(sort, ctx))
  if (select !== undefined) problems.push(...selectProblems(select, ctx))
  if (populate !== undefined) problems.push(...mapProblems('populate', populate, ctx.collectionSlugs, 'collections'))
  if (joins !== undefined) problems.push(...mapProblems('joins', joins, ctx.joinNames, 'join fields'))
  if (locale !== undefined) {
    const allowed = ctx.locales.length > 0 ? [...ctx.locales, 'all', '*'] : []
    if (typeof locale !== 'string' || !allowed.includes(locale)) {
      add(allowed.length > 0 ? `locale must be one of ${allowed.join(', ')}` : 'locale: this site has no other languages')
    }
  }
  return problems
}
