/**
 * A switched-off page's form takes no posts: `POST /api/forms/{form}` answers 404 before reading the body and
 * stores nothing while every page hosting the form is off, and takes the post again once one is on. The hosts
 * are listed here by toggle, independently of the endpoint's own table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FORM_SLUGS, type FormSlug } from '@/lib/leads/forms'
import { sampleBody } from '@/lib/leads/samples'
import { PAGE_TOGGLE_KEYS, type PageToggleKey } from '@/lib/settings/page-toggles'

import { createRefs, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

type Route = typeof import('@/app/(frontend)/api/forms/[form]/route')

let t: TestPayload
let refs: Refs
let route: Route

beforeAll(async () => {
  t = await createTestPayload('form-page-toggles', { JOBS_AUTORUN: 'false' })
  refs = await createRefs(t.payload)
  route = await import('@/app/(frontend)/api/forms/[form]/route')
})

afterAll(async () => {
  await t?.cleanup()
})

/** The toggles of the pages each form is on (the form takes posts while any of them is on). */
const HOSTS: Partial<Record<FormSlug, PageToggleKey[]>> = {
  'service-appointment': ['serviceSchedule'],
  careers: ['careers'],
  'staff-message': ['meetOurTeam'],
  'sell-trade': ['sellTrade'],
  'apply-financing': ['applyForFinancing', 'freeCreditScore'],
  'full-credit-application': ['fullCreditApplication'],
  'test-drive': ['inventory'],
}
/** Offered by lead popups on any page (and the price lock on compare and favourites): no page switches them off. */
const EVERYWHERE: FormSlug[] = ['contact', 'unlock-inventory', 'unlock-price']

const setToggles = (values: Partial<Record<PageToggleKey, boolean>>) =>
  t.payload.updateGlobal({ slug: 'page-toggles', data: values, context: NO_REVALIDATE })
const allToggles = (on: boolean) => Object.fromEntries(PAGE_TOGGLE_KEYS.map((key) => [key, on]))
const leadCount = async () => (await t.payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
    'latin1',
  )

function post(form: string, body: BodyInit, headers: Record<string, string> = {}) {
  const init = { method: 'POST', body, headers, duplex: 'half' } as RequestInit
  return route.POST(new Request(`http://localhost:3000/api/forms/${form}`, init), { params: Promise.resolve({ form }) })
}

/** A valid submission of the form, as its page's browser code sends it. */
function validPost(form: FormSlug) {
  const body = sampleBody(form, { vehicleId: refs.vehicle, staffId: refs.staff, storeId: refs.location })
  if (form !== 'careers') return post(form, JSON.stringify(body), { 'Content-Type': 'application/json' })
  const data = new FormData()
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') data.append(name, value)
  data.append('resume', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf')
  return post(form, data)
}

/** A valid submission as a stream that records whether the endpoint ever read from it. */
function watchedPost(form: FormSlug) {
  const bytes = new TextEncoder().encode(JSON.stringify(sampleBody(form, { vehicleId: refs.vehicle, staffId: refs.staff })))
  const watch = { read: false }
  // No queue to fill ahead: pull runs only when the endpoint reads.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        watch.read = true
        controller.enqueue(bytes)
        controller.close()
      },
    },
    { highWaterMark: 0 },
  )
  const contentType = form === 'careers' ? 'multipart/form-data; boundary=x' : 'application/json'
  return { watch, response: post(form, stream, { 'Content-Type': contentType }) }
}

const pagedForms = Object.entries(HOSTS) as Array<[FormSlug, PageToggleKey[]]>

describe.each(pagedForms)('%s', (form, hosts) => {
  it('answers 404 without reading the body and stores nothing while its pages are off; takes the post when on', async () => {
    await setToggles({ ...allToggles(true), ...Object.fromEntries(hosts.map((key) => [key, false])) })
    const before = await leadCount()
    const { watch, response } = watchedPost(form)
    const refused = await response
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({ ok: false })
    expect(watch.read).toBe(false)
    expect(await leadCount()).toBe(before)

    await setToggles(Object.fromEntries(hosts.map((key) => [key, true])))
    const taken = await validPost(form)
    expect(taken.status, JSON.stringify(await taken.clone().json())).toBe(201)
    expect(await leadCount()).toBe(before + 1)
  })
})

describe('forms on several pages or everywhere', () => {
  it('the pre-approval form takes posts while either of its two pages is on', async () => {
    await setToggles({ applyForFinancing: false, freeCreditScore: true })
    expect((await validPost('apply-financing')).status).toBe(201)
    await setToggles({ applyForFinancing: true, freeCreditScore: false })
    expect((await validPost('apply-financing')).status).toBe(201)
  })

  it.each(EVERYWHERE)('%s takes posts with every page switched off (lead popups show it anywhere)', async (form) => {
    await setToggles(allToggles(false))
    expect((await validPost(form)).status).toBe(201)
  })

  it('every form is either tied to its pages here or offered everywhere', () => {
    expect([...Object.keys(HOSTS), ...EVERYWHERE].sort()).toEqual([...FORM_SLUGS].sort())
  })
})
