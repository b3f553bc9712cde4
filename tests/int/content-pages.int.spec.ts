/**
 * The content pages' readers (src/lib/data/content-page-queries.ts, behind the cached readers of content-pages.ts,
 * faqs.ts and special-offers.ts) on a real database with the seeded pages and FAQs: every route's document, drafts
 * hidden from visitors, offers only inside their dates, FAQs by placement, and who may write pages.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONTENT_ROUTES, contentSlug } from '@/components/content/content-routes'
import { findActiveOffer, findActiveOffers, findFaqs, findPublishedPage } from '@/lib/data/content-page-queries'

// seed/ has no path alias; the seeded content is what the readers are tested against.
import { PAGES } from '../../seed/data/pages'
import { FAQS } from '../../seed/data/faqs'
import { openMediaLibrary } from '../../seed/images/library'
import type { SeedContext } from '../../seed/lib/context'
import { seedPopupsAndFaqs } from '../../seed/steps/marketing'
import { seedPages } from '../../seed/steps/pages'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

let t: TestPayload
let payload: Payload
let rest: RestClient
const PASSWORD = 'content-pages-test-1'

const newContext = (): SeedContext => ({ payload, stats: new Map() })

async function seedContent(): Promise<SeedContext> {
  const ctx = newContext()
  await seedPages(ctx, await openMediaLibrary(ctx))
  return ctx
}

beforeAll(async () => {
  t = await createTestPayload('content-pages')
  payload = t.payload
  rest = restClient(t.config)
  await seedContent()
  await seedPopupsAndFaqs(newContext())
  for (const role of ['marketing', 'sales'] as const) {
    await payload.create({
      collection: 'users',
      data: { email: `${role}@content-pages.test`, name: role, role, password: PASSWORD },
      context: NO_REVALIDATE,
    })
  }
})

afterAll(async () => {
  await t?.cleanup()
})

/** The text of every node of a Lexical tree, in order. */
function textOf(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const record: Record<string, unknown> = { ...node }
  const own = typeof record.text === 'string' ? record.text : ''
  const children = Array.isArray(record.children) ? record.children : []
  return [own, ...children.map(textOf)].filter(Boolean).join(' ')
}

describe('content pages reader', () => {
  it('is seeded idempotently: a second run changes no page', async () => {
    const ctx = await seedContent()
    expect(ctx.stats.get('pages')).toEqual({ created: 0, updated: 0, unchanged: PAGES.length })
  })

  it('finds the published page of every content route, with a heading, rich text, headings and lists', async () => {
    for (const route of Object.values(CONTENT_ROUTES)) {
      const page = await findPublishedPage(payload, contentSlug(route))
      expect(page, route.path).not.toBeNull()
      const types = (page?.body?.root.children ?? []).map((node) => node.type)
      expect(types, route.path).toEqual(expect.arrayContaining(['heading', 'paragraph', 'list']))
      expect(page?.meta?.description, route.path).toBeTruthy()
    }
  })

  it('populates the financing page images and says which cookies the site sets', async () => {
    const financing = await findPublishedPage(payload, 'auto-financing')
    expect(financing?.images).toHaveLength(3)
    expect(financing?.images?.every((image) => typeof image === 'object' && Boolean(image.url))).toBe(true)
    expect(typeof financing?.heroImage === 'object' && financing.heroImage?.url).toBeTruthy()

    const cookies = textOf((await findPublishedPage(payload, 'legal/cookie-policy'))?.body?.root)
    for (const name of ['essential', 'functional', 'analytics', 'targeting', 'allowCookies', 'adsValues', 'uniqueUserId']) {
      expect(cookies, name).toContain(name)
    }
  })

  it('returns null for a slug without a page', async () => {
    expect(await findPublishedPage(payload, 'legal/no-such-page')).toBeNull()
  })

  it('keeps showing the published version while a draft edit waits', async () => {
    const before = await findPublishedPage(payload, 'legal/terms-of-sale')
    if (!before) throw new Error('terms of sale not seeded')
    await payload.update({
      collection: 'pages',
      id: before.id,
      data: { heading: 'Draft terms nobody may see' },
      draft: true,
      context: NO_REVALIDATE,
    })
    const after = await findPublishedPage(payload, 'legal/terms-of-sale')
    expect(after?.heading).toBe(before.heading)
    expect(after?.heading).not.toBe('Draft terms nobody may see')
    // Staff see the draft in the admin: the draft exists, only visitors do not get it.
    const draft = await payload.findByID({ collection: 'pages', id: before.id, draft: true, depth: 0 })
    expect(draft.heading).toBe('Draft terms nobody may see')
  })

  it('hides a page that was never published, and one that is unpublished', async () => {
    await payload.create({
      collection: 'pages',
      data: { title: 'Coming soon', slug: 'legal/coming-soon', _status: 'draft' },
      draft: true,
      context: NO_REVALIDATE,
    })
    expect(await findPublishedPage(payload, 'legal/coming-soon')).toBeNull()

    const esign = await findPublishedPage(payload, 'legal/electronic-signature-disclosure')
    if (!esign) throw new Error('e-sign disclosure not seeded')
    await payload.update({ collection: 'pages', id: esign.id, data: { _status: 'draft' }, context: NO_REVALIDATE })
    expect(await findPublishedPage(payload, 'legal/electronic-signature-disclosure')).toBeNull()
    await payload.update({ collection: 'pages', id: esign.id, data: { _status: 'published' }, context: NO_REVALIDATE })
    expect(await findPublishedPage(payload, 'legal/electronic-signature-disclosure')).not.toBeNull()
  })

})

describe('who may edit pages', () => {
  it('lets marketing create pages, not sales or visitors, and shows visitors no drafts over REST', async () => {
    const marketing = await rest.login('marketing@content-pages.test', PASSWORD)
    const sales = await rest.login('sales@content-pages.test', PASSWORD)
    const data = { title: 'Lease specials', slug: 'Lease Specials', _status: 'draft' }
    expect((await rest.call('POST', '/pages?draft=true', { body: data })).status).toBe(403)
    expect((await rest.call('POST', '/pages?draft=true', { token: sales, body: data })).status).toBe(403)
    const created = await rest.call('POST', '/pages?draft=true', { token: marketing, body: data })
    expect(created.status).toBe(201)
    const doc = created.body.doc as { id: string; slug: string }
    expect(doc.slug).toBe('lease-specials')
    expect((await rest.call('GET', `/pages/${doc.id}`)).status).toBe(404)
    expect((await rest.call('GET', `/pages/${doc.id}`, { token: marketing })).status).toBe(200)
  })
})

describe('FAQ reader', () => {
  it('lists the ten financing questions in order on the financing and home pages, none elsewhere', async () => {
    const questions = FAQS.map((faq) => faq.question)
    expect((await findFaqs(payload, 'auto-financing')).map((faq) => faq.question)).toEqual(questions)
    expect((await findFaqs(payload, 'home')).map((faq) => faq.question)).toEqual(questions)
    expect(await findFaqs(payload, 'careers')).toEqual([])
    const [first] = await findFaqs(payload, 'auto-financing')
    expect(first.answers?.length).toBeGreaterThan(1)
  })
})

describe('special offers reader', () => {
  const now = new Date('2026-06-15T12:00:00.000Z')
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    const offers = {
      running: { type: 'sales', startDate: '2026-06-01T05:00:00.000Z', endDate: '2026-06-30T05:00:00.000Z' },
      openEnded: { type: 'sales' },
      expired: { type: 'sales', startDate: '2026-05-01T05:00:00.000Z', endDate: '2026-06-15T11:00:00.000Z' },
      future: { type: 'sales', startDate: '2026-06-16T05:00:00.000Z' },
      service: { type: 'service', endDate: '2026-12-31T06:00:00.000Z' },
    } as const
    for (const [key, fields] of Object.entries(offers)) {
      const doc = await payload.create({
        collection: 'special-offers',
        data: { title: `Offer ${key}`, ...fields, _status: 'published' },
        context: NO_REVALIDATE,
      })
      ids[key] = doc.id
    }
  })

  const titles = async (type: 'dealer' | 'sales' | 'service', at: Date) =>
    (await findActiveOffers(payload, type, at)).offers.map((offer) => offer.title)

  it('lists only the offers of a list inside their start and end dates', async () => {
    expect((await titles('sales', now)).sort()).toEqual(['Offer openEnded', 'Offer running'])
    expect(await titles('service', now)).toEqual(['Offer service'])
    expect(await titles('dealer', now)).toEqual([])
    // The expired offer ended an hour ago: the set changes next when the future one starts or the running one ends.
    expect((await findActiveOffers(payload, 'sales', now)).nextChangeMs).toBe(
      Date.parse('2026-06-16T05:00:00.000Z') - now.getTime(),
    )
  })

  it('shows an offer later once it has started, and no more once it has ended', async () => {
    expect(await titles('sales', new Date('2026-06-20T12:00:00.000Z'))).toContain('Offer future')
    expect(await titles('sales', new Date('2026-07-01T12:00:00.000Z'))).not.toContain('Offer running')
  })

  it('opens an offer by id only within its dates and its own list', async () => {
    const offer = async (type: 'dealer' | 'sales', id: string) => (await findActiveOffer(payload, type, id, now)).offer
    expect((await offer('sales', ids.running))?.title).toBe('Offer running')
    expect(await offer('sales', ids.expired)).toBeNull()
    expect(await offer('sales', ids.future)).toBeNull()
    expect(await offer('dealer', ids.running)).toBeNull()
    expect(await offer('sales', '00000000-0000-4000-8000-000000000000')).toBeNull()
  })
})
