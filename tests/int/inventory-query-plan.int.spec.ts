/**
 * The search page's database reads use an index: the SQL Payload generates for the facet index's keyset
 * read and for a page's cards is captured at the libsql client and handed to SQLite's EXPLAIN QUERY PLAN. Without
 * statistics (Payload never runs ANALYZE), as a production database runs.
 */
import type { InStatement, InValue } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFacetIndex, findInventoryPage } from '@/lib/data/inventory-queries'
import type { SearchCriteria } from '@/lib/inventory/facets'

import { FIXTURES, testVin, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

type Statement = { sql: string; args: InValue[] }
type Client = { execute: (stmt: InStatement) => Promise<{ rows: Array<Record<string, unknown>> }> }

let t: TestPayload
let client: Client

const ALL: SearchCriteria = {
  condition: null,
  conditions: ['new', 'used', 'certified'],
  bodyStyle: null,
  makeModel: null,
  feature: null,
  price: null,
  mileage: null,
  maxPrice: null,
}

/** Runs `read` and returns every SELECT on the vehicles table it sent to the database. */
async function captured(read: () => Promise<unknown>): Promise<Statement[]> {
  const original = client.execute
  const seen: Statement[] = []
  client.execute = (stmt) => {
    if (typeof stmt === 'object' && 'sql' in stmt) seen.push({ sql: stmt.sql, args: (stmt.args ?? []) as InValue[] })
    return original.call(client, stmt)
  }
  try {
    await read()
  } finally {
    client.execute = original
  }
  return seen.filter((stmt) => /^select .* from "vehicles" "vehicles"/.test(stmt.sql) && !stmt.sql.includes(' join '))
}

async function plan(stmt: Statement): Promise<string[]> {
  const { rows } = await client.execute({ sql: `EXPLAIN QUERY PLAN ${stmt.sql}`, args: stmt.args })
  return rows.map((row) => String(row.detail))
}

beforeAll(async () => {
  t = await createTestPayload('query-plan')
  client = (t.payload.db as unknown as { client: Client }).client
  const style = await t.payload.create({
    collection: 'body-styles',
    data: { name: 'SUVs', value: 'suvs', startingPrice: 15_000, active: true },
    context: NO_REVALIDATE,
  })
  const fixture = FIXTURES.vehicles
  if (!fixture) throw new Error('no vehicle fixture')
  const refs = { bodyStyle: String(style.id) } as Pick<Refs, 'bodyStyle'> as Refs
  for (let n = 1; n <= 5; n++) {
    await t.payload.create({
      collection: 'vehicles',
      data: { ...fixture(refs, n), location: null, vin: testVin(7000 + n), status: n === 5 ? 'sold' : 'available' },
      context: NO_REVALIDATE,
    })
  }
})

afterAll(async () => {
  await t?.cleanup()
})

describe('the search page query plan (SQLite)', () => {
  it('reads public stock a chunk at a time through the (status, id) index, never scanning or sorting all vehicles', async () => {
    // Chunks of 2: the first read and the keyset reads after it (`id > last`) are both issued.
    const reads = await captured(() => findFacetIndex(t.payload, 2))
    const keyset = reads.filter((stmt) => stmt.sql.includes('"vehicles"."id" > ?'))
    expect(reads.length).toBeGreaterThanOrEqual(3)
    expect(keyset.length).toBeGreaterThanOrEqual(2)
    for (const stmt of reads) {
      const steps = await plan(stmt)
      expect(steps.filter((step) => /\bvehicles\b/.test(step))).toEqual([
        expect.stringMatching(/^SEARCH vehicles USING (COVERING )?INDEX vehicles_status_id_idx \(status=\?/),
      ])
      expect(steps).not.toContain('USE TEMP B-TREE FOR ORDER BY')
    }
    for (const stmt of keyset) {
      expect(await plan(stmt)).toContainEqual(expect.stringMatching(/\(status=\? AND id>\?\)$/))
    }
  })

  it("reads a page's cards by id through an index", async () => {
    const index = await findFacetIndex(t.payload)
    const reads = await captured(() =>
      findInventoryPage(t.payload, { criteria: ALL, sort: 'priceLow', page: 1, perPage: 3 }, index),
    )
    const byId = reads.filter((stmt) => stmt.sql.includes('"vehicles"."id" in ('))
    expect(byId).toHaveLength(1)
    const steps = await plan(byId[0])
    expect(steps.some((step) => /^SCAN vehicles\b/.test(step))).toBe(false)
    expect(steps).toContainEqual(expect.stringMatching(/^SEARCH vehicles USING (COVERING )?INDEX \S+ \(id=\?\)/))
  })
})
