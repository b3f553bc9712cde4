import { parse, specifiedRules, validate, buildSchema } from 'graphql'
import { describe, expect, it } from 'vitest'

import { clientErrorFor } from '@/lib/api/client-errors'
import { depthLimitRule } from '@/lib/api/graphql-depth'
import { MAX_PAGE, PUBLIC_MAX_DEPTH, PUBLIC_MAX_LIMIT, queryParamProblems, type QueryContext } from '@/lib/api/query-params'
import {
  conditionProblem,
  MAX_LIST_VALUES,
  MAX_WHERE_CONDITIONS,
  MAX_WHERE_DEPTH,
  OPERATORS,
  whereProblems,
  type FieldKind,
} from '@/lib/api/where-rules'

const KINDS: Record<string, FieldKind> = {
  price: 'number',
  createdAt: 'date',
  reserve: 'checkbox',
  location: 'point',
  make: 'text',
  bodyStyle: 'relation',
  extra: 'json',
}
const kindOf = (path: string) => KINDS[path]

describe('conditionProblem: operator × field kind', () => {
  // [kind, operator, value, accepted]
  const table: [FieldKind, string, unknown, boolean][] = [
    ['number', 'equals', '25000', true],
    ['number', 'equals', 25000, true],
    ['number', 'equals', 'null', true],
    ['number', 'equals', 'abc', false],
    ['number', 'equals', '', false],
    ['number', 'equals', { x: '1' }, false],
    ['number', 'greater_than', '1e3', true],
    ['number', 'greater_than', 'Infinity', false],
    ['number', 'less_than_equal', null, false],
    ['number', 'in', '1,2,3', true],
    ['number', 'in', ['1', 'x'], false],
    ['number', 'not_in', 5, true],
    ['number', 'all', { a: 1 }, false],
    ['number', 'like', '1', false],
    ['number', 'contains', '1', false],
    ['number', 'near', '1,2', false],
    ['number', 'within', '1', false],
    ['number', 'intersects', '1', false],
    ['number', 'exists', 'true', true],
    ['number', 'exists', 'maybe', false],
    ['number', 'between', '1', false],
    ['date', 'greater_than', '2026-01-31', true],
    ['date', 'greater_than', '2026-01-31T10:00:00Z', true],
    ['date', 'greater_than', 'notadate', false],
    ['date', 'in', '2026-01-01,yesterday', false],
    ['date', 'like', '2026', false],
    ['checkbox', 'equals', 'true', true],
    ['checkbox', 'equals', false, true],
    ['checkbox', 'equals', 'yes', false],
    ['point', 'near', '-88.9,42.2,1000', true],
    ['point', 'near', '-88.9', false],
    ['point', 'near', 'a,b', false],
    ['point', 'equals', '-88.9,42.2', true],
    ['point', 'equals', 'x', false],
    ['point', 'within', { type: 'Polygon', coordinates: [[[0, 0]]] }, true],
    ['point', 'within', '1', false],
    ['point', 'intersects', { coordinates: [] }, false],
    ['point', 'exists', 'false', true],
    ['text', 'like', 'honda', true],
    ['text', 'like', { $regex: '.*' }, false],
    ['text', 'contains', 'civic', true],
    ['text', 'equals', 'anything at all', true],
    ['text', 'greater_than', 'b', true],
    ['text', 'in', 'a,b', true],
    ['text', 'near', '1,2', false],
    ['relation', 'equals', 'a-uuid', true],
    ['relation', 'in', ['a', 'b'], true],
    ['relation', 'within', '1', false],
    ['json', 'equals', 'x', true],
    ['json', 'like', 'x', true],
  ]
  it.each(table)('%s %s %j → accepted %s', (kind, operator, value, accepted) => {
    expect(conditionProblem(kind, operator, value) === null).toBe(accepted)
  })

  it('names the allowed operators for an unknown one, for every kind', () => {
    for (const kind of Object.values(KINDS)) {
      expect(conditionProblem(kind, 'regex', 'x')).toContain(OPERATORS.join(', '))
    }
  })

  it(`accepts ${MAX_LIST_VALUES} list values and refuses one more`, () => {
    const values = Array.from({ length: MAX_LIST_VALUES }, (_, i) => String(i))
    expect(conditionProblem('number', 'in', values)).toBeNull()
    expect(conditionProblem('number', 'in', [...values, '1'])).toContain(`at most ${MAX_LIST_VALUES}`)
  })
})

describe('whereProblems', () => {
  it('accepts the queries a real caller sends', () => {
    expect(whereProblems({ price: { less_than: '20000' }, make: { equals: 'Honda' } }, kindOf)).toEqual([])
    expect(whereProblems({ or: [{ price: { less_than: 1 } }, { and: [{ reserve: { equals: 'false' } }] }] }, kindOf)).toEqual([])
    expect(whereProblems({ or: { 0: { price: { equals: 1 } } } }, kindOf)).toEqual([])
  })

  it('names the path of every problem, inside and/or too', () => {
    const problems = whereProblems(
      { price: { near: '1,2' }, or: [{ createdAt: { greater_than: 'soon' } }, { make: 'Honda' }] },
      kindOf,
    )
    expect(problems).toEqual([
      'price cannot use "near": it works on point (map) fields only',
      'createdAt must be a date such as 2026-01-31',
      'make needs an operator, e.g. where[make][equals]=…',
    ])
  })

  it('refuses a where that is not an object, and and/or that are not lists', () => {
    expect(whereProblems('price', kindOf)).toEqual(['where must be an object such as where[field][equals]=value'])
    expect(whereProblems(['x'], kindOf)).toHaveLength(1)
    expect(whereProblems({ and: 'x' }, kindOf)).toEqual(['and must be a list of conditions'])
    expect(whereProblems({ or: ['x'] }, kindOf)).toEqual(['or[0] must be an object such as where[field][equals]=value'])
  })

  it('leaves unknown paths to Payload but still refuses unknown operators on them', () => {
    expect(whereProblems({ nosuch: { equals: 'x' } }, kindOf)).toEqual([])
    expect(whereProblems({ nosuch: { regex: 'x' } }, kindOf)).toEqual(['nosuch has an unknown operator "regex"'])
  })

  it(`bounds nesting at ${MAX_WHERE_DEPTH} and conditions at ${MAX_WHERE_CONDITIONS}`, () => {
    let nested: Record<string, unknown> = { price: { equals: 1 } }
    for (let i = 0; i < MAX_WHERE_DEPTH; i += 1) nested = { and: [nested] }
    expect(whereProblems(nested, kindOf)).toEqual([])
    expect(whereProblems({ or: [nested] }, kindOf)).toEqual([`where nests and/or more than ${MAX_WHERE_DEPTH} levels deep`])
    const many = { or: Array.from({ length: MAX_WHERE_CONDITIONS + 1 }, () => ({ price: { equals: 1 } })) }
    expect(whereProblems(many, kindOf)).toEqual([`where has more than ${MAX_WHERE_CONDITIONS} conditions`])
  })
})

describe('queryParamProblems', () => {
  const ctx: QueryContext = {
    anonymous: true,
    isField: (path) => ['price', 'year', 'make', 'dealer', 'dealer.name'].includes(path),
    joinNames: new Set(['related']),
    collectionSlugs: new Set(['vehicles', 'media']),
    locales: [],
  }
  const staff = { ...ctx, anonymous: false }

  const table: [Record<string, unknown>, string[]][] = [
    [{}, []],
    [{ limit: '10', page: '2', depth: '1', sort: '-price,year' }, []],
    [{ limit: String(PUBLIC_MAX_LIMIT) }, []],
    [{ limit: String(PUBLIC_MAX_LIMIT + 1) }, [`limit must be at most ${PUBLIC_MAX_LIMIT}`]],
    [{ limit: '0' }, ['limit must be at least 1']],
    [{ limit: '-5' }, ['limit must be a whole number']],
    [{ limit: 'abc' }, ['limit must be a whole number']],
    [{ limit: '1.5' }, ['limit must be a whole number']],
    [{ page: '0' }, ['page must be at least 1']],
    [{ page: String(MAX_PAGE + 1) }, [`page must be at most ${MAX_PAGE}`]],
    [{ page: '99999999999999' }, ['page must be a whole number']],
    [{ depth: String(PUBLIC_MAX_DEPTH + 1) }, [`depth must be at most ${PUBLIC_MAX_DEPTH}`]],
    [{ depth: ['1', '2'] }, ['depth must be a whole number']],
    [{ sort: 'nosuch' }, ['sort: unknown field "nosuch"']],
    [{ sort: '-price,,' }, ['sort has an empty field name', 'sort has an empty field name']],
    [{ sort: { a: 1 } }, ['sort must be field names, e.g. sort=-price,year']],
    [{ select: { price: 'true', dealer: { name: 'true' } } }, []],
    [{ select: { nosuch: 'true' } }, ['select: unknown field "nosuch"']],
    [{ select: { price: 'yes' } }, ['select[price] must be true or false']],
    [{ select: 'price' }, ['select must name fields, e.g. select[price]=true']],
    [{ populate: { media: { url: 'true' } } }, []],
    [{ populate: { x: '1' } }, ['populate: unknown collection "x"']],
    [{ joins: 'false' }, []],
    [{ joins: { related: { limit: '5' } } }, []],
    [{ joins: { x: '1' } }, ['joins: unknown join field "x"']],
    [{ locale: 'en' }, ['locale: this site has no other languages']],
  ]
  it.each(table)('%j → %j', (query, problems) => {
    expect(queryParamProblems(query, ctx)).toEqual(problems)
  })

  it('lets staff ask for everything at once (the admin sends limit=0) but not for malformed values', () => {
    expect(queryParamProblems({ limit: '0', depth: '6' }, staff)).toEqual([])
    expect(queryParamProblems({ limit: 'abc' }, staff)).toEqual(['limit must be a whole number'])
  })

  it('accepts the configured locales, all and *', () => {
    const localized = { ...ctx, locales: ['en', 'es'] }
    for (const locale of ['en', 'es', 'all', '*']) expect(queryParamProblems({ locale }, localized)).toEqual([])
    expect(queryParamProblems({ locale: 'zz' }, localized)).toEqual(['locale must be one of en, es, all, *'])
  })
})

describe('clientErrorFor', () => {
  const drizzle = Object.assign(new Error('Failed query: select …'), {
    cause: new TypeError('undefined cannot be passed as argument to the database'),
  })
  const table: [string, unknown, number | null][] = [
    ['JSON parse of a text where', new SyntaxError('Unexpected token \'o\', "notanobject" is not valid JSON'), 400],
    ['the SQLite driver refusing a value (in the cause)', drizzle, 400],
    ['an operator the adapter lacks', new TypeError('adapter.operators[queryOperator] is not a function'), 400],
    ['a MongoDB cast', Object.assign(new Error('Cast to Number failed for value "abc"'), { name: 'CastError' }), 400],
    ['a missing upload file', new Error('File x.png for collection media is missing on the disk.'), 404],
    ['the database being down', new Error('SQLITE_BUSY: database is locked'), null],
    ['any other bug', new TypeError("Cannot read properties of undefined (reading 'x')"), null],
    ['a syntax error that is not JSON', new SyntaxError('Invalid regular expression'), null],
    ['not an error', 'text', null],
  ]
  it.each(table)('%s → %s', (_label, error, status) => {
    expect(clientErrorFor(error)?.status ?? null).toBe(status)
  })
})

describe('GraphQL depth limit', () => {
  const schema = buildSchema(`
    type Node { name: String, child: Node }
    type Query { node: Node }
  `)
  const depthOf = (levels: number) => `{ ${'node { '.repeat(1)}${'child { '.repeat(levels - 2)}name${' }'.repeat(levels - 1)} }`
  const errorsFor = (query: string, max: number) =>
    validate(schema, parse(query), [...specifiedRules, depthLimitRule(max)]).map((error) => error.message)

  it('allows an operation at the limit and refuses one level deeper, through fragments too', () => {
    expect(errorsFor(depthOf(4), 4)).toEqual([])
    expect(errorsFor(depthOf(5), 4)).toEqual(['This query is 5 levels deep; at most 4 are allowed.'])
    const viaFragment = `query { node { ...deep } } fragment deep on Node { child { child { child { name } } } }`
    expect(errorsFor(viaFragment, 4)).toEqual(['This query is 5 levels deep; at most 4 are allowed.'])
  })

  it('does not count introspection, which tools need deep', () => {
    const introspection = '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }'
    expect(errorsFor(introspection, 2)).toEqual([])
  })
})
