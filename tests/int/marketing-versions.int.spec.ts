import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Promotion, User } from '@/payload-types'

import { seedHomePage } from '../../seed/steps/home-page'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

/**
 * Drafts, scheduled publishing and restoring for promotions, popups, special offers and the home page, on a real
 * Local API and SQLite file: the site's readers (src/lib/data) return the published version only, a scheduled
 * publish is done by the job queue's schedulePublish task once its time has come, and a restored version is what
 * the readers return next.
 */

// The readers import the Payload config, which reads DATABASE_URI when first imported: loaded after createTestPayload.
type Readers = typeof import('@/lib/data/promotions') &
  typeof import('@/lib/data/popups') &
  typeof import('@/lib/data/content-page-queries') &
  typeof import('@/lib/data/home-page')
let findActivePromotions: Readers['findActivePromotions']
let findEnabledPopups: Readers['findEnabledPopups']
let findActiveOffers: Readers['findActiveOffers']
let findHomePage: Readers['findHomePage']
let t: TestPayload
let rest: RestClient
let marketing: User

const DAY_MS = 86_400_000
// The store's promotions window is read by day in its time zone: a window from yesterday to next week is open now.
const openWindow = () => ({
  startDate: new Date(Date.now() - 2 * DAY_MS).toISOString(),
  endDate: new Date(Date.now() + 7 * DAY_MS).toISOString(),
})

// The revalidation hooks hand expired tags to the publisher the production server installs on globalThis
// (src/lib/cache/epoch.ts); this one records them, so a test sees which tags a job-run publish expired.
const SHARED_TAGS = Symbol.for('dealership.sharedTags')
const expiredTags: string[] = []
const holder = globalThis as { [SHARED_TAGS]?: unknown }

const promotionNames = async () =>
  (await findActivePromotions(t.payload, new Date())).promotions.map((promotion) => promotion.name)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  t = await createTestPayload('marketing-versions')
  ;({ findActivePromotions } = await import('@/lib/data/promotions'))
  ;({ findEnabledPopups } = await import('@/lib/data/popups'))
  ;({ findActiveOffers } = await import('@/lib/data/content-page-queries'))
  ;({ findHomePage } = await import('@/lib/data/home-page'))
  rest = restClient(t.config)
  marketing = await t.payload.create({
    collection: 'users',
    data: { email: 'marketing@versions.test', password: 'versions-test-password-1', role: 'marketing', name: 'Marketing' },
    context: NO_REVALIDATE,
  })
  holder[SHARED_TAGS] = { publish: (tags: readonly string[]) => (expiredTags.push(...tags), Promise.resolve()) }
})

afterAll(async () => {
  delete holder[SHARED_TAGS]
  await t?.cleanup()
})

describe('a scheduled promotion', () => {
  it('is not read before its time and is published by the job queue after it, expiring the promotions tag', async () => {
    const draft = await t.payload.create({
      collection: 'promotions',
      data: { name: 'scheduled-promo', title: 'Scheduled', position: 'promotions-carousel', ...openWindow() },
      draft: true,
      context: NO_REVALIDATE,
    })
    expect(draft._status).toBe('draft')
    // What the admin's "Schedule publish" does: a schedulePublish job on the default queue, as the scheduling user.
    const at = new Date(Date.now() + 3_000)
    await t.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'promotions', value: draft.id }, user: { relationTo: 'users', value: marketing.id } },
      waitUntil: at,
    })

    await t.payload.jobs.run({ queue: 'default' })
    expect(await promotionNames()).not.toContain('scheduled-promo')

    await sleep(Math.max(0, at.getTime() - Date.now()) + 250)
    expiredTags.length = 0
    await t.payload.jobs.run({ queue: 'default' })
    expect(await promotionNames()).toContain('scheduled-promo')
    // The job ran with no Next request: the hooks still handed the tag to the other processes.
    expect(expiredTags).toContain('promotions')
  })

  it('a version restored by marketing is what the reader returns next', async () => {
    const created = await t.payload.create({
      collection: 'promotions',
      data: { name: 'restore-promo', title: 'Spring sale', position: 'promotions-carousel', ...openWindow(), _status: 'published' },
      context: NO_REVALIDATE,
    })
    await t.payload.update({
      collection: 'promotions',
      id: created.id,
      data: { title: 'Summer sale', _status: 'published' },
      context: NO_REVALIDATE,
    })
    const title = async () =>
      (await findActivePromotions(t.payload, new Date())).promotions.find((p) => p.name === 'restore-promo')?.title
    expect(await title()).toBe('Summer sale')

    const { docs } = await t.payload.findVersions({
      collection: 'promotions',
      where: { parent: { equals: created.id } },
      sort: 'createdAt',
      limit: 25,
    })
    const spring = docs.find((version) => (version.version as Promotion).title === 'Spring sale')
    if (!spring) throw new Error('the first version was not kept')
    expiredTags.length = 0
    // One action, as the Versions tab's Restore does it, by marketing.
    const token = await rest.login('marketing@versions.test', 'versions-test-password-1')
    const restored = await rest.call('POST', `/promotions/versions/${spring.id}`, { token })
    expect(restored.status).toBe(200)
    expect(await title()).toBe('Spring sale')
    expect(expiredTags).toContain('promotions')
  })

  it('a draft of a published promotion never reaches anonymous reads', async () => {
    const created = await t.payload.create({
      collection: 'promotions',
      data: { name: 'draft-over-published', title: 'Live text', position: 'promotions-carousel', ...openWindow(), _status: 'published' },
      context: NO_REVALIDATE,
    })
    await t.payload.update({ collection: 'promotions', id: created.id, data: { title: 'Draft text' }, draft: true })

    const title = (await findActivePromotions(t.payload, new Date())).promotions.find((p) => p.name === 'draft-over-published')?.title
    expect(title).toBe('Live text')
    const local = await t.payload.find({ collection: 'promotions', overrideAccess: false, where: { id: { equals: created.id } } })
    expect(local.docs.map((doc) => doc.title)).toEqual(['Live text'])
    for (const query of ['', '&draft=true']) {
      const anonymous = await rest.call('GET', `/promotions?where[id][equals]=${created.id}&depth=0${query}`)
      expect(anonymous.status).toBe(200)
      expect(JSON.stringify(anonymous.body)).not.toContain('Draft text')
    }
  })

  it('an edit through REST without a status keeps a published promotion published', async () => {
    const created = await t.payload.create({
      collection: 'promotions',
      data: { name: 'rest-edit', title: 'Before', position: 'promotions-carousel', ...openWindow(), _status: 'published' },
      context: NO_REVALIDATE,
    })
    const token = await rest.login('marketing@versions.test', 'versions-test-password-1')
    const patched = await rest.call('PATCH', `/promotions/${created.id}`, { token, body: { title: 'After' } })
    expect(patched.status).toBe(200)
    const title = (await findActivePromotions(t.payload, new Date())).promotions.find((p) => p.name === 'rest-edit')?.title
    expect(title).toBe('After')
  })

  it('a promotion never published is hidden from the reader, Local API without access and REST anonymous', async () => {
    const draft = await t.payload.create({
      collection: 'promotions',
      data: { name: 'never-published', title: 'Secret plan', position: 'promotions-carousel', ...openWindow() },
      draft: true,
      context: NO_REVALIDATE,
    })
    expect(await promotionNames()).not.toContain('never-published')
    const local = await t.payload.find({ collection: 'promotions', overrideAccess: false, where: { id: { equals: draft.id } } })
    expect(local.totalDocs).toBe(0)
    for (const query of ['', '&draft=true']) {
      const anonymous = await rest.call('GET', `/promotions?where[name][equals]=never-published&depth=0${query}`)
      expect(anonymous.status).toBe(200)
      expect(anonymous.body.totalDocs).toBe(0)
      const byId = await rest.call('GET', `/promotions/${draft.id}?depth=0${query}`)
      expect(byId.status).toBe(404)
    }
    // Staff see it (the admin's list and the preview read drafts).
    const staff = await t.payload.find({ collection: 'promotions', overrideAccess: false, user: marketing, draft: true, where: { id: { equals: draft.id } } })
    expect(staff.totalDocs).toBe(1)
  })
})

describe('popups, special offers and the home page', () => {
  it('a draft popup is not shown; published, it is', async () => {
    const draft = await t.payload.create({
      collection: 'popups',
      data: {
        name: 'Versioned popup',
        key: 'versioned-popup',
        enabled: true,
        settings: { component: 'Modal', positionMobile: 'bottom', positionDesktop: 'center', closeButton: true },
        content: { type: 'html', html: '<p>Hello</p>' },
      },
      draft: true,
      context: NO_REVALIDATE,
    })
    const keys = async () => (await findEnabledPopups(t.payload)).map((popup) => popup.key)
    expect(await keys()).not.toContain('versioned-popup')
    expect((await rest.call('GET', '/popups?where[key][equals]=versioned-popup&depth=0')).body.totalDocs).toBe(0)

    expiredTags.length = 0
    await t.payload.update({ collection: 'popups', id: draft.id, data: { _status: 'published' } })
    expect(await keys()).toContain('versioned-popup')
    expect(expiredTags).toContain('popups')
  })

  it('a draft special offer is not shown; published, it is', async () => {
    const draft = await t.payload.create({
      collection: 'special-offers',
      data: { title: 'Draft service offer', type: 'service' },
      draft: true,
      context: NO_REVALIDATE,
    })
    const titles = async () => (await findActiveOffers(t.payload, 'service', new Date())).offers.map((offer) => offer.title)
    expect(await titles()).not.toContain('Draft service offer')
    expect((await rest.call('GET', `/special-offers/${draft.id}?depth=0`)).status).toBe(404)

    expiredTags.length = 0
    await t.payload.update({ collection: 'special-offers', id: draft.id, data: { _status: 'published' } })
    expect(await titles()).toContain('Draft service offer')
    expect(expiredTags).toContain('special-offers')
  })

  it('a home page draft is not shown; published, it is; a save without a status keeps it published', async () => {
    await seedHomePage({ payload: t.payload, stats: new Map() })
    const published = await findHomePage(t.payload)
    expect(published.layout.length).toBeGreaterThan(0)
    const liveTitle = published.meta.title

    await t.payload.updateGlobal({ slug: 'home-page', data: { meta: { title: 'Draft home title' } }, draft: true })
    expect((await findHomePage(t.payload)).meta.title).toBe(liveTitle)
    const anonymous = await rest.call('GET', '/globals/home-page?depth=0&draft=true')
    expect(JSON.stringify(anonymous.body)).not.toContain('Draft home title')
    // The staff preview reads the draft.
    expect((await findHomePage(t.payload, 'en', true)).meta.title).toBe('Draft home title')

    await t.payload.updateGlobal({ slug: 'home-page', data: { _status: 'published' }, context: NO_REVALIDATE })
    expect((await findHomePage(t.payload)).meta.title).toBe('Draft home title')

    // The seed's Spanish pass and other writes send no status: the global stays published.
    await t.payload.updateGlobal({ slug: 'home-page', locale: 'es', data: { meta: { title: 'Inicio' } }, context: NO_REVALIDATE })
    expect((await findHomePage(t.payload, 'es')).meta.title).toBe('Inicio')
  })
})
