import { GRAPHQL_POST } from '@payloadcms/next/routes'
import fc from 'fast-check'
import type { CollectionSlug, FlattenedField } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_API_RATE } from '@/lib/api/public-api-guard'
import { OPERATORS } from '@/lib/api/where-rules'

import { COLLECTION_MATRIX, GLOBAL_MATRIX } from '../helpers/access-matrix'
import { createFixture, createRefs, FIXTURE_SLUGS, testVin } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

/**
 * Payload's own REST and GraphQL API as an anonymous caller meets it. Thousands of generated malformed
 * queries over every public collection must never answer 5xx, and no answer may carry a reserve or sold vehicle or
 * a staff-only field. The property runs are seeded, so a failure prints a case that reproduces.
 */

let t: TestPayload
let rest: RestClient
let graphql: (query: string) => Promise<{ status: number; body: string }>

const RESERVE_VIN = testVin(9001)
const SOLD_VIN = testVin(9002)
/** Texts that only a leak would put into an anonymous answer. */
const SECRETS = [RESERVE_VIN, SOLD_VIN, 'adjustedWholeAvg', 'adjustedRetailAvg', '"valuation"']

const PUBLIC = Object.entries(COLLECTION_MATRIX)
  .filter(([, cells]) => cells?.read.includes('anonymous'))
  .map(([slug]) => slug as CollectionSlug)
const PUBLIC_GLOBALS = Object.entries(GLOBAL_MATRIX)
  .filter(([, cells]) => cells?.read.includes('anonymous'))
  .map(([slug]) => slug)
const PRIVATE: CollectionSlug[] = ['leads', 'users', 'resumes', 'inventory-imports', 'phone-verifications']

const fieldNames: Record<string, string[]> = {}

beforeAll(async () => {
  t = await createTestPayload('public-api')
  // Thousands of refused queries would each be logged with a stack; the answers are what this file checks.
  t.payload.logger.level = 'silent'
  rest = restClient(t.config)
  const handler = GRAPHQL_POST(Promise.resolve(t.config))
  graphql = async (query) => {
    const response = await handler(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
    )
    return { status: response.status, body: await response.text() }
  }
  const refs = await createRefs(t.payload)
  for (const slug of FIXTURE_SLUGS) await createFixture(t.payload, slug, refs)
  const valuation = { adjustedWholeAvg: 15_000, adjustedWholeRough: 13_000, adjustedRetailAvg: 19_000 }
  for (const [vin, extra] of [
    [testVin(9000), {}],
    [RESERVE_VIN, { reserve: true }],
    [SOLD_VIN, { status: 'sold' as const }],
  ] as const) {
    await t.payload.create({
      collection: 'vehicles',
      context: NO_REVALIDATE,
      data: { vin, condition: 'used', status: 'available', year: 2020, make: 'Ford', model: 'Escape', mileage: 40_000, price: 18_500, bodyStyle: refs.bodyStyle, valuation, ...extra },
    })
  }
  for (const slug of PUBLIC) {
    const fields: readonly FlattenedField[] = t.payload.collections[slug].config.flattenedFields
    fieldNames[slug] = fields.map((field) => field.name)
  }
}, 180_000)

afterAll(async () => t?.cleanup())

function expectNoLeak(label: string, text: string): void {
  for (const secret of SECRETS) expect(text.includes(secret), `${label} leaked ${secret}`).toBe(false)
}

// ---- generators ---------------------------------------------------------------------------------------------

const weirdPath = fc.constantFrom('', 'nosuch', '__proto__', 'constructor', '$where', 'a.b.c', 'id', 'price.x', 'and', 'or', '0', '[', ']', 'select', 'ümlaut')
const operator = fc.oneof(
  fc.constantFrom(...OPERATORS),
  fc.constantFrom('regex', '$ne', '$gt', 'NEAR', 'in ', '', 'exists]', '__proto__', 'options'),
)
const scalarText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('null', 'true', 'false', 'NaN', 'Infinity', '-1', '1e309', '0x1F', '2026-13-45', 'notadate', '1,2', '1,2,3,4,5', ',', '%00', '{"$gt":""}', '[1]', "' OR 1=1 --", '9'.repeat(40)),
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
  fc.date({ noInvalidDate: false }).map((date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString())),
)
/** A bracketed REST value: a scalar, a list, or a nested object (each encoded as the query string would carry it). */
const bracketValue = fc.oneof(
  scalarText.map((value) => `=${encodeURIComponent(value)}`),
  fc.array(scalarText, { maxLength: 3 }).map((values) => values.map((value, i) => `[${i}]=${encodeURIComponent(value)}`).join('&KEY')),
  fc.tuple(fc.string({ maxLength: 5 }), scalarText).map(([key, value]) => `[${encodeURIComponent(key)}]=${encodeURIComponent(value)}`),
  scalarText.map((value) => `=${value}`),
)

function whereCondition(slug: string) {
  const path = fc.oneof(fc.constantFrom(...fieldNames[slug]), weirdPath)
  return fc.tuple(path, operator, bracketValue).map(([field, op, value]) => {
    const key = `[${encodeURIComponent(field)}][${encodeURIComponent(op)}]`
    return value.startsWith('[') && value.includes('&KEY')
      ? `where${key}${value.split('&KEY').join(`&where${key}`)}`
      : `where${key}${value}`
  })
}

const param = fc.oneof(
  fc.tuple(fc.constantFrom('limit', 'page', 'depth'), scalarText).map(([name, value]) => `${name}=${encodeURIComponent(value)}`),
  fc.tuple(fc.constantFrom('sort', 'locale', 'draft', 'joins', 'select', 'populate', 'where', 'fallback-locale'), scalarText).map(
    ([name, value]) => `${name}=${encodeURIComponent(value)}`,
  ),
  fc.tuple(fc.constantFrom('select', 'populate', 'joins', 'sort'), fc.string({ maxLength: 6 }), scalarText).map(
    ([name, key, value]) => `${name}[${encodeURIComponent(key)}]=${encodeURIComponent(value)}`,
  ),
  fc.constantFrom('limit=100000&depth=3', 'limit=0', 'depth=10', 'page=99999999', 'where[or][0][and][0][or][0][and][0][or][0][and][0][or][0][id][exists]=true'),
)

function restQuery(slug: string) {
  const condition = whereCondition(slug)
  const nested = fc.tuple(fc.constantFrom('or', 'and'), fc.nat(25), condition).map(
    ([join, index, text]) => text.replace(/^where/, `where[${join}][${index}]`),
  )
  return fc
    .tuple(fc.array(fc.oneof(condition, nested, param), { minLength: 1, maxLength: 4 }), fc.constantFrom('', '/count'))
    .map(([parts, suffix]) => `/${slug}${suffix}?${parts.join('&')}`)
}

// ---- properties ---------------------------------------------------------------------------------------------

describe('anonymous REST callers', () => {
  it('the reported cases answer 400 (or 404 for a missing file), never 500', async () => {
    const cases: [string, number][] = [
      ['/vehicles?where[price][near]=1,2', 400],
      ['/vehicles?where[createdAt][greater_than]=notadate', 400],
      ['/media/file/does-not-exist.png', 404],
      ['/vehicles?limit=100000&depth=3', 400],
      ['/vehicles?where=notanobject', 400],
      ['/vehicles?sort=nosuch', 400],
      ['/vehicles?page=-1', 400],
      ['/globals/store-settings?depth=99', 400],
    ]
    for (const [path, status] of cases) {
      const response = await rest.call('GET', path)
      expect(response.status, path).toBe(status)
      expect(JSON.stringify(response.body), path).toMatch(/"message":"[^"]{3,}/)
    }
  })

  it('bounded queries a real client sends still answer 200, without reserve, sold or staff-only data', async () => {
    for (const path of [
      '/vehicles?limit=100&depth=2&sort=-price&where[price][less_than]=30000',
      '/vehicles?where[make][like]=ford&select[price]=true&select[vin]=true',
      '/vehicles?where[or][0][reserve][equals]=true&where[or][1][status][equals]=sold',
      '/vehicles/count',
      '/articles?where[title][like]=sticker&depth=1',
      '/globals/store-settings?depth=1',
    ]) {
      const response = await rest.call('GET', path)
      expect(response.status, path).toBe(200)
      expectNoLeak(path, JSON.stringify(response.body))
    }
    const { body } = await rest.call('GET', '/vehicles?limit=100&depth=0')
    const vins = (body.docs as { vin: string }[]).map((doc) => doc.vin)
    expect(vins).toContain(testVin(9000))
    expect(vins).not.toContain(RESERVE_VIN)
    expect(vins).not.toContain(SOLD_VIN)
  })

  it('thousands of generated malformed queries over every public collection: no 5xx, nothing leaked', async () => {
    const query = fc.constantFrom(...PUBLIC).chain(restQuery)
    await fc.assert(
      fc.asyncProperty(query, async (path) => {
        const response = await rest.call('GET', path)
        expect(response.status, path).toBeLessThan(500)
        expectNoLeak(path, JSON.stringify(response.body))
      }),
      { numRuns: 2500, seed: 15, endOnFailure: true },
    )
  }, 300_000)

  it('every public global and upload file route, with generated parameters and names: no 5xx, nothing leaked', async () => {
    const globalQuery = fc
      .tuple(fc.constantFrom(...PUBLIC_GLOBALS), fc.array(param, { minLength: 1, maxLength: 3 }))
      .map(([slug, parts]) => `/globals/${slug}?${parts.join('&')}`)
    const fileName = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00.png', 'a.svg', '.png'))
    const fileQuery = fc.tuple(fc.constantFrom('media', 'resumes'), fileName).map(([slug, name]) => `/${slug}/file/${encodeURIComponent(name)}`)
    await fc.assert(
      fc.asyncProperty(fc.oneof(globalQuery, fileQuery), async (path) => {
        const response = await rest.call('GET', path)
        expect(response.status, path).toBeLessThan(500)
        expectNoLeak(path, JSON.stringify(response.body))
      }),
      { numRuns: 600, seed: 18, endOnFailure: true },
    )
  }, 120_000)

  it('private collections never answer with documents, whatever the query', async () => {
    const query = fc.constantFrom(...PRIVATE).chain((slug) =>
      fc.array(fc.oneof(param, fc.constant('where[id][exists]=true')), { minLength: 1, maxLength: 3 }).map((parts) => `/${slug}?${parts.join('&')}`),
    )
    await fc.assert(
      fc.asyncProperty(query, async (path) => {
        const response = await rest.call('GET', path)
        expect(response.status, path).toBeGreaterThanOrEqual(400)
        expect(response.status, path).toBeLessThan(500)
        expect(response.body.docs, path).toBeUndefined()
      }),
      { numRuns: 300, seed: 16, endOnFailure: true },
    )
  }, 120_000)

  it(`limits one address to ${PUBLIC_API_RATE.points} requests a minute (behind a trusted proxy)`, async () => {
    const previous = process.env.TRUST_PROXY
    process.env.TRUST_PROXY = '1'
    try {
      const headers = { 'X-Forwarded-For': '203.0.113.77' }
      for (let i = 0; i < PUBLIC_API_RATE.points; i += 1) {
        expect((await rest.call('GET', '/body-styles?limit=1&depth=0', { headers })).status).toBe(200)
      }
      const refused = await rest.call('GET', '/body-styles?limit=1', { headers })
      expect(refused.status).toBe(429)
      expect(JSON.stringify(refused.body)).toContain('Too many requests')
      // Another address, and signed-in staff, are not affected.
      expect((await rest.call('GET', '/body-styles?limit=1', { headers: { 'X-Forwarded-For': '203.0.113.78' } })).status).toBe(200)
    } finally {
      if (previous === undefined) delete process.env.TRUST_PROXY
      else process.env.TRUST_PROXY = previous
    }
  }, 120_000)
})

describe('staff keep what the admin needs', () => {
  it('an admin may read with limit=0 (all) and a deeper depth', async () => {
    const admin = await rest.login(...(await adminCredentials()))
    const response = await rest.call('GET', '/vehicles?limit=0&depth=4', { token: admin })
    expect(response.status).toBe(200)
    expect(JSON.stringify(response.body)).toContain(RESERVE_VIN)
  })
})

async function adminCredentials(): Promise<[string, string]> {
  const email = 'api-guard-admin@example.com'
  const password = 'admin-password-for-tests'
  await t.payload.create({ collection: 'users', data: { email, password, role: 'admin', name: 'API Admin' } })
  return [email, password]
}

describe('anonymous GraphQL callers', () => {
  it('generated malformed where arguments, limits and deep selections: no 5xx, nothing leaked', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 8 }).map((text) => JSON.stringify(text)),
      fc.integer().map(String),
      fc.constantFrom('null', 'true', '[1, 2]', '"notadate"', '{ a: 1 }', '1e309', '"2026-13-45"'),
    )
    const query = fc
      .tuple(
        fc.constantFrom('Vehicles', 'Articles', 'BodyStyles', 'Promotions', 'Staff', 'Leads', 'Users'),
        fc.constantFrom('price', 'createdAt', 'make', 'title', 'id', 'nosuch', 'reserve'),
        fc.constantFrom(...OPERATORS, 'regex'),
        value,
        fc.constantFrom('5', '100', '101', '100000', '0', '-1'),
        fc.nat(12),
      )
      .map(([type, field, op, val, limit, depth]) => {
        // Some selections are as deep as the schema goes; fields a type lacks are GraphQL's own 400s.
        const selection = depth > 8 ? 'docs { bodyStyle { image { sizes { thumbnail { url } } } } }' : 'docs { __typename id }'
        return `{ ${type}(where: { ${field}: { ${op}: ${val} } }, limit: ${limit}) { ${selection} totalDocs } }`
      })
    await fc.assert(
      fc.asyncProperty(query, async (text) => {
        const { status, body } = await graphql(text)
        expect(status, text).toBeLessThan(500)
        for (const match of body.matchAll(/"statusCode":(\d+)/g)) expect(Number(match[1]), text).toBeLessThan(500)
        expectNoLeak(text, body)
      }),
      { numRuns: 500, seed: 17, endOnFailure: true },
    )
  }, 300_000)

  it('refuses an operation deeper than the limit before running it, and answers the deepest real one', async () => {
    // Seven levels is the deepest selection this schema has (vehicle → body style → image → sizes → url).
    const deepest = '{ Vehicles { docs { bodyStyle { image { sizes { thumbnail { url } } } } } } }'
    const ok = await graphql(deepest)
    expect(ok.status).toBe(200)
    expect(ok.body).not.toContain('errors')
    const tooDeep = await graphql('{ Vehicles { docs { bodyStyle { image { sizes { thumbnail { url { a { b } } } } } } } } }')
    expect(tooDeep.status).toBeLessThan(500)
    expect(tooDeep.body).not.toContain('"docs"')
    expect(tooDeep.body).toContain('This query is 9 levels deep; at most 8 are allowed.')
  })
})
