/**
 * Experiments on the real Local API: saving with the admin's validation messages, who reads and writes what,
 * GET /api/statsig/experiments and /{name} through their route handlers, the exposure a lead stores (a forged
 * variant dropped) and the per-variant lead count marketing sees on the experiment.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { countLeadsByVariant } from '../../collections/Experiments/lead-counts'
import { assignVariant, EXPOSURE_COOKIE, serializeExposures } from '@/lib/experiments'
import { handleFormSubmission } from '@/lib/leads/intake/handle'
import { createFormLimiter } from '@/lib/leads/intake/policy'
import { sampleBody } from '@/lib/leads/samples'

// seed/ has no path alias.
import { seedExperiments } from '../../seed/steps/experiments'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

// Next's cache functions work only inside a Next request; the readers then run straight through to the database.
vi.mock('next/cache', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next/cache')>()
  return { ...actual, cacheTag: () => undefined, cacheLife: () => undefined, revalidateTag: () => undefined }
})

const PASSWORD = 'violet-harbor-1984-lamp'
let t: TestPayload
let rest: RestClient
// The routes read through the app's Payload client (@payload-config): imported only once the test database is set.
let getNames: typeof import('@/app/(frontend)/api/statsig/experiments/route').GET
let getExperiment: typeof import('@/app/(frontend)/api/statsig/experiments/[name]/route').GET
const tokens: Record<string, string> = {}
const day = 24 * 60 * 60 * 1000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString()

beforeAll(async () => {
  t = await createTestPayload('experiments', { JOBS_AUTORUN: 'false' })
  rest = restClient(t.config)
  getNames = (await import('@/app/(frontend)/api/statsig/experiments/route')).GET
  getExperiment = (await import('@/app/(frontend)/api/statsig/experiments/[name]/route')).GET
  for (const role of ['admin', 'marketing', 'sales', 'manager'] as const) {
    const email = `${role}@experiments.test`
    await t.payload.create({ collection: 'users', data: { email, password: PASSWORD, role }, context: NO_REVALIDATE })
    tokens[role] = await rest.login(email, PASSWORD)
  }
})

afterAll(async () => {
  await t?.cleanup()
})

const two = [
  { key: 'control', weight: 50 },
  { key: 'bold', weight: 50 },
]

async function createExperiment(name: string, data: Record<string, unknown> = {}) {
  const doc = await t.payload.create({
    collection: 'experiments',
    data: { name, status: 'running', variants: two, ...data },
    context: NO_REVALIDATE,
  })
  return String(doc.id)
}

type ErrorEntry = { path: string; message: string }
function fieldErrors(body: Record<string, unknown>): ErrorEntry[] {
  const errors = body.errors as Array<{ data?: { errors?: ErrorEntry[] } }> | undefined
  return (errors ?? []).flatMap((error) => error.data?.errors ?? [])
}

describe('saving an experiment', () => {
  it('marketing creates, edits and deletes one through REST', async () => {
    const created = await rest.call('POST', '/experiments', {
      token: tokens.marketing,
      body: {
        name: 'hero-cta',
        status: 'draft',
        description: 'Bolder CTA lifts leads',
        variants: [
          { key: 'control', weight: 50 },
          { key: 'bold', weight: 50, settings: { calculator: { financeTerm: { default: 48 } } } },
        ],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.doc as { id: string }).id
    const edited = await rest.call('PATCH', `/experiments/${id}`, { token: tokens.marketing, body: { status: 'stopped' } })
    expect(edited.status).toBe(200)
    expect((edited.body.doc as { status: string }).status).toBe('stopped')
    expect((await rest.call('DELETE', `/experiments/${id}`, { token: tokens.marketing })).status).toBe(200)
  })

  it('answers 400 with a message on each wrong field', async () => {
    const response = await rest.call('POST', '/experiments', {
      token: tokens.marketing,
      body: {
        name: 'Hero CTA!',
        status: 'draft',
        startsAt: iso(2),
        endsAt: iso(1),
        variants: [
          { key: 'same', weight: 0, settings: { dealership: { email: 'x@y.z' } } },
          { key: 'same', weight: 0, langs: { 'Send mesage': 'x' } },
        ],
      },
    })
    expect(response.status).toBe(400)
    const byPath = Object.fromEntries(fieldErrors(response.body).map((error) => [error.path, error.message]))
    expect(byPath).toMatchObject({
      name: expect.stringContaining('Use lowercase letters, digits and single hyphens'),
      endsAt: 'The end must come after the start.',
      'variants.1.key': 'Another variant already uses the key "same".',
      'variants.0.weight': 'The weights add up to 0: give at least one variant a weight above 0.',
      'variants.0.settings': '"dealership.email" is not a setting an experiment may change.',
      'variants.1.langs': '"Send mesage" is not a text of the site\'s forms (write the English text exactly as the page shows it).',
    })
    expect(await t.payload.count({ collection: 'experiments', where: { name: { equals: 'Hero CTA!' } } })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('refuses a negative weight and an out-of-bounds setting', async () => {
    const response = await rest.call('POST', '/experiments', {
      token: tokens.marketing,
      body: {
        name: 'bounds',
        variants: [{ key: 'a', weight: -1, settings: { calculator: { creditScore: { default: 900 } } } }, { key: 'b', weight: 1 }],
      },
    })
    expect(response.status).toBe(400)
    const messages = fieldErrors(response.body).map((error) => error.message)
    expect(messages).toContain('"calculator.creditScore.default" must be between 400 and 850.')
    expect(messages.some((message) => /0 or more|greater than or equal/.test(message))).toBe(true)
  })
})

describe('who reads and writes', () => {
  let draftId: string
  let runningId: string
  let futureId: string

  beforeAll(async () => {
    draftId = await createExperiment('access-draft', { status: 'draft' })
    runningId = await createExperiment('access-running', { description: 'Secret hypothesis' })
    futureId = await createExperiment('access-future', { startsAt: iso(3) })
  })

  it('anonymous visitors read only running experiments in their dates, never the notes', async () => {
    expect((await rest.call('GET', `/experiments/${draftId}`)).status).toBe(404)
    expect((await rest.call('GET', `/experiments/${futureId}`)).status).toBe(404)
    const running = await rest.call('GET', `/experiments/${runningId}`)
    expect(running.status).toBe(200)
    expect(running.body.description).toBeUndefined()
    const list = await rest.call('GET', '/experiments?limit=100')
    const names = (list.body.docs as Array<{ name: string }>).map((doc) => doc.name)
    expect(names).toContain('access-running')
    expect(names).not.toContain('access-draft')
    expect(names).not.toContain('access-future')
    // Asking for drafts explicitly does not widen the access query.
    const drafts = await rest.call('GET', '/experiments?where[status][equals]=draft')
    expect(drafts.body.totalDocs).toBe(0)
  })

  it('staff read drafts and notes; sales and managers cannot write', async () => {
    const asSales = await rest.call('GET', `/experiments/${runningId}`, { token: tokens.sales })
    expect(asSales.body.description).toBe('Secret hypothesis')
    expect((await rest.call('GET', `/experiments/${draftId}`, { token: tokens.manager })).status).toBe(200)
    for (const role of ['sales', 'manager']) {
      const create = await rest.call('POST', '/experiments', { token: tokens[role], body: { name: `by-${role}`, variants: two } })
      expect(create.status).toBe(403)
      const update = await rest.call('PATCH', `/experiments/${runningId}`, { token: tokens[role], body: { status: 'stopped' } })
      expect(update.status).toBe(403)
    }
    expect((await t.payload.findByID({ collection: 'experiments', id: runningId })).status).toBe('running')
  })
})

describe('GET /api/statsig/experiments', () => {
  let popupId: string

  beforeAll(async () => {
    const popup = await t.payload.create({
      collection: 'popups',
      data: { name: 'Variant popup', key: 'variant-popup', enabled: false, content: { type: 'html', html: '<p>Hi</p>' }, _status: 'published' },
      context: NO_REVALIDATE,
    })
    popupId = String(popup.id)
    await createExperiment('api-running', {
      description: 'Not for visitors',
      variants: [
        { key: 'control', weight: 1 },
        {
          key: 'popup',
          weight: 1,
          replacePopups: true,
          popups: [popupId],
          settings: { financeDefaults: { term: 60 } },
          langs: { 'Send message': 'Get my answer', 'es:Send message': 'Quiero mi respuesta' },
        },
      ],
    })
    await createExperiment('api-draft', { status: 'draft' })
    await createExperiment('api-stopped', { status: 'stopped' })
    await createExperiment('api-future', { startsAt: iso(1) })
    await createExperiment('api-ended', { startsAt: iso(-10), endsAt: iso(-1) })
    await createExperiment('api-window', { startsAt: iso(-1), endsAt: iso(1) })
  })

  it('lists only the experiments running now', async () => {
    const response = await getNames()
    expect(response.status).toBe(200)
    const names = (await response.json()) as string[]
    expect(names).toEqual(expect.arrayContaining(['api-running', 'api-window']))
    for (const hidden of ['api-draft', 'api-stopped', 'api-future', 'api-ended']) expect(names).not.toContain(hidden)
  })

  it('serves a running experiment with its overrides and nothing internal', async () => {
    const response = await getExperiment(new Request('http://localhost/'), { params: Promise.resolve({ name: 'api-running' }) })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['name', 'variants'])
    expect(body.variants).toEqual([
      { key: 'control', weight: 1, settings: {}, langs: {}, popups: null },
      {
        key: 'popup',
        weight: 1,
        settings: { 'financeDefaults.term': 60 },
        langs: { 'Send message': 'Get my answer', 'es:Send message': 'Quiero mi respuesta' },
        popups: [expect.objectContaining({ key: 'variant-popup', content: expect.objectContaining({ html: '<p>Hi</p>' }) })],
      },
    ])
  })

  it("gives the variants' popups in the page's language with ?locale=es", async () => {
    await t.payload.update({
      collection: 'popups',
      id: popupId,
      locale: 'es',
      data: { content: { type: 'html', html: '<p>Hola</p>' } },
      context: NO_REVALIDATE,
    })
    const popupHtml = async (url: string) => {
      const response = await getExperiment(new Request(url), { params: Promise.resolve({ name: 'api-running' }) })
      const body = (await response.json()) as { variants: Array<{ popups: Array<{ content: { html: string } }> | null }> }
      return body.variants[1]?.popups?.[0]?.content.html
    }
    expect(await popupHtml('http://localhost/?locale=es')).toBe('<p>Hola</p>')
    expect(await popupHtml('http://localhost/')).toBe('<p>Hi</p>')
    expect(await popupHtml('http://localhost/?locale=fr')).toBe('<p>Hi</p>')
  })

  it.each(['api-draft', 'api-future', 'nope', 'Bad Name', '../x'])('%s → 404', async (name) => {
    const response = await getExperiment(new Request('http://localhost/'), { params: Promise.resolve({ name }) })
    expect(response.status).toBe(404)
  })
})

describe('exposure on leads', () => {
  const visitor = '5f7c1a52-3c1e-4b8e-9a0e-2d9b1f3c4e5a'
  const variants = [
    { key: 'control', weight: 1 },
    { key: 'bold', weight: 1 },
  ]
  const truth = assignVariant('lead-test', variants, visitor)
  const forged = truth === 'bold' ? 'control' : 'bold'

  beforeAll(async () => {
    await createExperiment('lead-test', { variants })
    await createExperiment('lead-stopped', { status: 'stopped', variants })
  })

  async function post(cookies: Record<string, string>) {
    const body = new TextEncoder().encode(JSON.stringify(sampleBody('contact')))
    const result = await handleFormSubmission(
      { payload: t.payload, limiter: createFormLimiter(), now: () => new Date() },
      { form: 'contact', contentType: 'application/json', clientIp: `2001:db8::${Math.random().toString(16).slice(2, 6)}`, body, cookies },
    )
    expect(result.status).toBe(201)
    const leadId = (result.body as { leadId: string }).leadId
    return t.payload.findByID({ collection: 'leads', id: leadId, depth: 0 })
  }

  it('stores the variant the visitor was assigned', async () => {
    const cookie = serializeExposures([{ experiment: 'lead-test', variant: String(truth) }])
    const lead = await post({ uniqueUserId: visitor, [EXPOSURE_COOKIE]: cookie })
    expect(lead.experiments).toEqual([
      expect.objectContaining({ experiment: 'lead-test', variant: truth, pair: `lead-test/${truth}` }),
    ])
  })

  it('drops a forged variant, a stopped experiment and claims without a visitor id', async () => {
    const cookie = serializeExposures([
      { experiment: 'lead-test', variant: forged },
      { experiment: 'lead-stopped', variant: String(assignVariant('lead-stopped', variants, visitor)) },
    ])
    expect((await post({ uniqueUserId: visitor, [EXPOSURE_COOKIE]: cookie })).experiments ?? []).toEqual([])
    const honest = serializeExposures([{ experiment: 'lead-test', variant: String(truth) }])
    expect((await post({ [EXPOSURE_COOKIE]: honest })).experiments ?? []).toEqual([])
    expect((await post({ uniqueUserId: visitor, [EXPOSURE_COOKIE]: 'not json' })).experiments ?? []).toEqual([])
  })

  it('counts leads per variant for the experiment view', async () => {
    const rows = await countLeadsByVariant(t.payload, 'lead-test', variants)
    expect(rows).toEqual([
      { variant: 'control', trafficShare: 0.5, leads: truth === 'control' ? 1 : 0, leadShare: truth === 'control' ? 1 : 0 },
      { variant: 'bold', trafficShare: 0.5, leads: truth === 'bold' ? 1 : 0, leadShare: truth === 'bold' ? 1 : 0 },
    ])
  })
})

describe('seed', () => {
  it('seeds the example experiment stopped, and a second run changes nothing', async () => {
    const ctx = { payload: t.payload, stats: new Map() }
    await seedExperiments(ctx)
    await seedExperiments(ctx)
    expect(ctx.stats.get('experiments')).toEqual({ created: 1, updated: 0, unchanged: 1 })
    const { docs } = await t.payload.find({ collection: 'experiments', where: { name: { equals: 'finance-term-48' } } })
    expect(docs[0]).toMatchObject({ status: 'stopped', variants: [{ key: 'control' }, { key: 'term-48' }] })
    expect((await getNames()).status).toBe(200)
    expect(await (await getNames()).json()).not.toContain('finance-term-48')
  })
})
