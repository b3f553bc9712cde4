import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GRAPHQL_MAX_COST, ROW_COST } from '@/lib/api/graphql-cost'
import { PUBLIC_MAX_LIMIT } from '@/lib/api/query-params'

import { COLLECTION_MATRIX } from '../helpers/access-matrix'
import { createFixtureDoc, createRefs } from '../helpers/fixtures'
import { createTestPayload, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

/**
 * What one anonymous request may cost: Payload's REST and GraphQL never hand out more than a page of 100 documents
 * (`pagination=false`, `limit=0` and huge limits are refused, in every public collection), a GraphQL operation's
 * cost counts the rows it reads (page size × fields × aliases), and GraphQL names no field a caller misspelt.
 */

let t: TestPayload
let rest: RestClient
let admin: string

const PUBLIC = Object.entries(COLLECTION_MATRIX)
  .filter(([, cells]) => cells?.read.includes('anonymous'))
  .map(([slug]) => slug as CollectionSlug)

/** Every paged list query of the schema (`Vehicles`, `allMedia`, `versionsVehicles`…), read by introspection. */
let listQueries: string[] = []
/** More vehicles than one page may hold, so a page that is not capped shows. */
let vehicles = 0

beforeAll(async () => {
  t = await createTestPayload('public-api-cost')
  t.payload.logger.level = 'silent'
  rest = restClient(t.config)
  const refs = await createRefs(t.payload)
  for (let i = 0; i < PUBLIC_MAX_LIMIT + 5; i += 1) await createFixtureDoc(t.payload, 'vehicles', refs)
  vehicles = (await t.payload.count({ collection: 'vehicles' })).totalDocs
  const schema = await rest.graphql('{ __schema { queryType { fields { name args { name } } } } }')
  const fields = (schema.data?.__schema as { queryType: { fields: { name: string; args: { name: string }[] }[] } }).queryType.fields
  listQueries = fields.filter((field) => field.args.some((arg) => arg.name === 'pagination')).map((field) => field.name)
  const email = 'api-cost-admin@example.com'
  const password = 'admin-password-for-tests'
  await t.payload.create({ collection: 'users', data: { email, password, role: 'admin', name: 'Cost Admin' } })
  admin = await rest.login(email, password)
}, 300_000)

afterAll(async () => t?.cleanup())

/** The error messages of a GraphQL answer, joined. */
const messagesOf = (answer: { errors?: { message: string }[] }) => (answer.errors ?? []).map((error) => error.message).join(' | ')

describe('anonymous REST: never more than one page of 100', () => {
  it('refuses pagination=false, limit=0 and huge limits in every public collection, with the problem named', async () => {
    expect(PUBLIC).toContain('vehicles')
    expect(PUBLIC).toContain('media')
    for (const slug of PUBLIC) {
      for (const [query, problem] of [
        ['pagination=false', 'pagination cannot be turned off'],
        ['pagination=false&limit=50', 'pagination cannot be turned off'],
        ['limit=0', `limit must be at least 1`],
        ['limit=100000', `limit must be at most ${PUBLIC_MAX_LIMIT}`],
      ] as const) {
        const response = await rest.call('GET', `/${slug}?${query}`)
        expect(response.status, `${slug}?${query}`).toBe(400)
        expect(JSON.stringify(response.body), `${slug}?${query}`).toContain(problem)
        expect(response.body.docs, `${slug}?${query}`).toBeUndefined()
      }
    }
  }, 120_000)

  it('still answers pages: the default page, a full page of 100 and pagination=true', async () => {
    const full = await rest.call('GET', `/vehicles?limit=${PUBLIC_MAX_LIMIT}&depth=0&pagination=true`)
    expect(full.status).toBe(200)
    expect(full.body.docs).toHaveLength(PUBLIC_MAX_LIMIT)
    expect(full.body.totalDocs).toBe(vehicles)
    const first = await rest.call('GET', '/vehicles?depth=0')
    expect(first.status).toBe(200)
    expect(first.body.docs).toHaveLength(10)
  })

  it('signed-in staff may still read everything at once', async () => {
    const response = await rest.call('GET', '/vehicles?pagination=false&depth=0', { token: admin })
    expect(response.status).toBe(200)
    expect(response.body.docs).toHaveLength(vehicles)
  })
})

describe('anonymous GraphQL: pages of 100 and a cost counted in rows', () => {
  it('refuses pagination:false, limit:0, huge limits and variables saying the same, in every public collection', async () => {
    expect(listQueries).toEqual(expect.arrayContaining(['Vehicles', 'allMedia', 'Articles']))
    for (const query of listQueries) {
      for (const [args, problem] of [
        ['pagination: false', 'pagination cannot be turned off'],
        ['pagination: false, limit: 5', 'pagination cannot be turned off'],
        ['limit: 0', `limit must be between 1 and ${PUBLIC_MAX_LIMIT}`],
        ['limit: 100000', `limit must be between 1 and ${PUBLIC_MAX_LIMIT}`],
      ]) {
        const answer = await rest.graphql(`{ ${query}(${args}) { docs { id } totalDocs } }`)
        expect(answer.data ?? null, `${query}(${args})`).toBeNull()
        expect(messagesOf(answer), `${query}(${args})`).toContain(problem)
      }
    }
    const withVariable = await rest.graphql('query ($all: Boolean) { Vehicles(pagination: $all) { docs { id } } }', undefined, {}, { all: false })
    expect(withVariable.data ?? null).toBeNull()
    expect(messagesOf(withVariable)).toContain('pagination cannot be turned off')
  }, 120_000)

  it('refuses 120 aliases of a 100-row page before reading anything, naming the ceiling', async () => {
    const aliases = Array.from({ length: 120 }, (_, i) => `a${i}: Vehicles(limit: 100) { docs { id title } }`).join(' ')
    const answer = await rest.graphql(`{ ${aliases} }`)
    expect(answer.data ?? null).toBeNull()
    expect(messagesOf(answer)).toContain(`This query costs more than ${GRAPHQL_MAX_COST}`)
    // The same through a fragment spread in every alias, and through a variable page size.
    const viaFragment = Array.from({ length: 120 }, (_, i) => `a${i}: Vehicles(limit: $size) { ...rows }`).join(' ')
    const fragmentAnswer = await rest.graphql(`query ($size: Int) { ${viaFragment} } fragment rows on Vehicles { docs { id title } }`, undefined, {}, { size: 100 })
    expect(fragmentAnswer.data ?? null).toBeNull()
    expect(messagesOf(fragmentAnswer)).toContain(`This query costs more than ${GRAPHQL_MAX_COST}`)
  })

  it('counts rows: the page size multiplies the fields below it', async () => {
    // One 100-row page of two fields costs 100 × (ROW_COST + 1 + 2) + 2; that many fields more goes past the ceiling.
    const perRow = Math.floor(GRAPHQL_MAX_COST / PUBLIC_MAX_LIMIT) - ROW_COST
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}: title`).join(' ')
    const fits = await rest.graphql(`{ Vehicles(limit: 100) { docs { ${fields(perRow - 2)} } } }`)
    expect(messagesOf(fits)).toBe('')
    const tooMany = await rest.graphql(`{ Vehicles(limit: 100) { docs { ${fields(perRow + 1)} } } }`)
    expect(messagesOf(tooMany)).toContain(`This query costs more than ${GRAPHQL_MAX_COST}`)
    // The same selection on a page of 10 is a tenth of the cost and answers.
    const small = await rest.graphql(`{ Vehicles(limit: 10) { docs { ${fields(perRow + 1)} } } }`)
    expect(messagesOf(small)).toBe('')
    expect((small.data?.Vehicles as { docs: unknown[] }).docs).toHaveLength(10)
  })

  it('answers a real client query: a full page with its body style', async () => {
    const answer = await rest.graphql('{ Vehicles(limit: 100, page: 1) { docs { vin price bodyStyle { name } } totalDocs } }')
    expect(messagesOf(answer)).toBe('')
    expect((answer.data?.Vehicles as { docs: unknown[] }).docs).toHaveLength(PUBLIC_MAX_LIMIT)
  })

  it('lets signed-in staff turn pagination off', async () => {
    const answer = await rest.graphql('{ Vehicles(pagination: false) { docs { id } } }', admin)
    expect(messagesOf(answer)).toBe('')
    expect((answer.data?.Vehicles as { docs: unknown[] }).docs).toHaveLength(vehicles)
  })
})

describe('anonymous GraphQL: no "Did you mean" suggestions', () => {
  it('names neither the fields, arguments, types nor enum values a misspelling was close to', async () => {
    for (const [query, refused] of [
      ['{ Leads { docs { sensitiv } } }', 'Cannot query field "sensitiv" on type "Lead".'],
      ['{ Vehicles(limt: 5) { docs { id } } }', 'Unknown argument "limt" on field "Query.Vehicles".'],
      ['query ($w: Vehicle_wher) { Vehicles(where: $w) { docs { id } } }', 'Unknown type "Vehicle_wher".'],
      ['{ Vehicles(where: { status: { equals: availabl } }) { docs { id } } }', 'Value "availabl" does not exist in'],
    ]) {
      const answer = await rest.graphql(query)
      const messages = messagesOf(answer)
      expect(messages, query).toContain(refused)
      expect(messages, query).not.toMatch(/Did you mean/)
    }
  })
})
