import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

/**
 * A switched-off popup is staff-only: marketing builds and previews it on the site (draft mode, staff only)
 * while visitors can read neither it through REST or GraphQL nor its content; enabled popups stay public.
 */
const PASSWORD = 'popups-access-password-1'

let t: TestPayload
let rest: RestClient
let marketing: string
let sales: string

beforeAll(async () => {
  t = await createTestPayload('popups-access', { JOBS_AUTORUN: 'false' })
  rest = restClient(t.config)
  for (const role of ['marketing', 'sales'] as const) {
    await t.payload.create({
      collection: 'users',
      data: { email: `${role}@popups-access.test`, password: PASSWORD, role },
      context: NO_REVALIDATE,
    })
  }
  marketing = await rest.login('marketing@popups-access.test', PASSWORD)
  sales = await rest.login('sales@popups-access.test', PASSWORD)
  for (const enabled of [true, false]) {
    const created = await rest.call('POST', '/popups', {
      token: marketing,
      body: { name: `Popup ${enabled}`, key: `popup-${enabled}`, enabled, content: { type: 'html', html: '<p>Hi</p>' }, _status: 'published' },
    })
    expect(created.status).toBe(201)
  }
})

afterAll(async () => {
  await t?.cleanup()
})

const keys = (body: Record<string, unknown>) => ((body.docs ?? []) as Array<{ key: string }>).map((doc) => doc.key).sort()

describe('reading popups', () => {
  it('gives visitors the enabled popups only', async () => {
    const list = await rest.call('GET', '/popups?depth=0')
    expect(list.status).toBe(200)
    expect(keys(list.body)).toEqual(['popup-true'])
    const hidden = await t.payload.find({ collection: 'popups', where: { key: { equals: 'popup-false' } } })
    const direct = await rest.call('GET', `/popups/${hidden.docs[0].id}`)
    expect(direct.status).toBe(404)
    const graphql = await rest.graphql('{ Popups { docs { key } } }')
    expect(graphql.data?.Popups).toEqual({ docs: [{ key: 'popup-true' }] })
  })

  it('gives every staff member both', async () => {
    for (const token of [marketing, sales]) {
      expect(keys((await rest.call('GET', '/popups?depth=0', { token })).body)).toEqual(['popup-false', 'popup-true'])
    }
  })
})
