/**
 * Server-owned fields (timestamps, note authors and times, job and delivery state, import counts, who uploaded)
 * are written by the server only: every role tries to write each one over REST, on update and on create, and the
 * stored value is never the one sent. The rest of the same save goes through, so a refusal of the whole request
 * cannot pass for the field being ignored.
 */
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ROLES } from '@/access/roles'

import { ACTORS, type Actor } from '../helpers/access-matrix'
import { createFixture, createRefs, nextFixtureNumber, pngFile, testVin, type Refs } from '../helpers/fixtures'
import { currentInventoryCsv } from '../helpers/inventory-feed'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

const PASSWORD = 'server-owned-password-1'
const FORGED_TIME = '2001-02-03T04:05:06.000Z'

let t: TestPayload
let rest: RestClient
let refs: Refs
let importId: string
const tokens: Partial<Record<Actor, string>> = {}
const userIds: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestPayload('server-owned', { JOBS_AUTORUN: 'false' })
  rest = restClient(t.config)
  for (const role of ROLES) {
    const user = await t.payload.create({
      collection: 'users',
      data: { email: `${role}@server-owned.test`, password: PASSWORD, role, name: `Test ${role}` },
      context: NO_REVALIDATE,
    })
    userIds[role] = String(user.id)
    tokens[role] = await rest.login(`${role}@server-owned.test`, PASSWORD)
  }
  refs = await createRefs(t.payload)
  const data = Buffer.from(await currentInventoryCsv(t.payload))
  const upload = await t.payload.create({
    collection: 'inventory-imports',
    data: {},
    file: { data, mimetype: 'text/csv', name: 'feed.csv', size: data.length },
    context: NO_REVALIDATE,
  })
  importId = String(upload.id)
})

afterAll(async () => {
  await t?.cleanup()
})

type Doc = Record<string, unknown>

/** The value at a dotted path ('notes.0.author'), a related document read as its id. */
function valueAt(doc: Doc, path: string): unknown {
  const value = path.split('.').reduce<unknown>((inner, key) => (inner as Doc | undefined)?.[key], doc)
  return typeof value === 'object' && value !== null && 'id' in value ? (value as Doc).id : value
}

const stored = async (collection: CollectionSlug, id: string): Promise<Doc> =>
  Object.fromEntries(
    Object.entries(await t.payload.findByID({ collection, id, depth: 0, overrideAccess: true, showHiddenFields: true })),
  )

function alertData(n: number) {
  return {
    email: `shopper${n}@example.com`,
    kind: 'price-drop' as const,
    event: 'PRICE_DROP_ALERT' as const,
    status: 'pending' as const,
    vehicle: refs.vehicle,
    watchedPrice: 24_995,
    idempotencyKey: `alert-key-${n}`,
    visitorId: `visitor-${n}`,
  }
}

const freshMedia = async (): Promise<string> =>
  String((await t.payload.create({ collection: 'media', data: { alt: 'Side view' }, file: await pngFile(), context: NO_REVALIDATE })).id)

type Attempt = {
  /** Dotted path of the server-owned value in the stored document. */
  field: string
  body: () => Doc
  sent: () => unknown
  /** False where the same save makes the server stamp a new value (a new note's author, an unsubscribe's time). */
  unchanged?: boolean
  /** The attempt replaces the subject's allowed change (both write the same field). */
  alone?: boolean
}

type Subject = {
  collection: CollectionSlug
  /** Who may update the document at all; everyone else is refused (403), which must write nothing either. */
  writers: Actor[]
  /** A fresh document for one attempt (the Local API, as the server writes it). */
  fresh: (actor: Actor) => Promise<string>
  /** A change the writers may make, sent in the same save. */
  allowed?: (n: number) => { body: Doc; field: string; value: unknown }
  attempts: Attempt[]
}

const at = (field: string, value: unknown, extra: Partial<Attempt> = {}): Attempt => ({
  field,
  body: () => ({ [field]: value }),
  sent: () => value,
  ...extra,
})
const createdAt = at('createdAt', FORGED_TIME)
// Every save stamps a new updatedAt: the one sent is never it.
const updatedAt = at('updatedAt', FORGED_TIME, { unchanged: false })
const LEAD_STATUSES = ['contacted', 'appointment', 'sold', 'lost'] as const

const SUBJECTS: Subject[] = [
  {
    collection: 'leads',
    // The salesperson who owns the lead, and managers, work it.
    writers: ['sales', 'manager', 'admin'],
    fresh: () => createFixture(t.payload, 'leads', refs, { owner: userIds.sales }),
    allowed: (n) => ({ body: { status: LEAD_STATUSES[n % 4] }, field: 'status', value: LEAD_STATUSES[n % 4] }),
    attempts: [
      createdAt,
      updatedAt,
      at('idempotencyKey', 'forged-key'),
      at('visitorId', 'forged-visitor'),
      at('title', 'Forged title'),
      at('experiments', [{ experiment: 'hero-cta', variant: 'b' }]),
      // The same save changes the status, so a writer's save stamps its own first response.
      at('firstResponseAt', FORGED_TIME, { unchanged: false }),
      {
        field: 'firstResponseBy',
        body: () => ({ firstResponseBy: userIds.marketing }),
        sent: () => userIds.marketing,
        unchanged: false,
      },
      at('ownerRemindedAt', FORGED_TIME),
      at('managersRemindedAt', FORGED_TIME),
      { field: 'delivery', body: () => ({ delivery: { state: 'sent' } }), sent: () => ({ state: 'sent' }) },
      at('delivery.state', 'sent', { body: () => ({ delivery: { state: 'sent' } }) }),
      at('delivery.sentTo', [{ recipient: 'sales@dealer.test', messageKind: 'lead', round: 'first' }], {
        body: () => ({ delivery: { sentTo: [{ recipient: 'sales@dealer.test', messageKind: 'lead', round: 'first' }] } }),
        sent: () => [{ recipient: 'sales@dealer.test', messageKind: 'lead', round: 'first' }],
      }),
      {
        field: 'notes.0.author',
        body: () => ({ notes: [{ note: 'Called the customer.', author: userIds.marketing }] }),
        sent: () => userIds.marketing,
        unchanged: false,
      },
      {
        field: 'notes.0.at',
        body: () => ({ notes: [{ note: 'Called the customer.', at: FORGED_TIME }] }),
        sent: () => FORGED_TIME,
        unchanged: false,
      },
    ],
  },
  {
    collection: 'alert-subscriptions',
    writers: ['sales', 'admin'],
    fresh: async () => String((await t.payload.create({ collection: 'alert-subscriptions', data: alertData(nextFixtureNumber()) })).id),
    allowed: () => ({ body: { status: 'unsubscribed' }, field: 'status', value: 'unsubscribed' }),
    attempts: [
      createdAt,
      // Only the shopper's confirmation link makes an alert active; staff may only unsubscribe.
      at('status', 'active', { alone: true }),
      at('confirmedAt', FORGED_TIME),
      at('lastEmailedAt', FORGED_TIME),
      at('unsubscribedAt', FORGED_TIME, { unchanged: false }),
      at('pendingMatches', [{ vehicle: 'x', price: 1 }]),
      at('watchedPrice', 1),
      at('idempotencyKey', 'forged-key'),
      at('visitorId', 'forged-visitor'),
    ],
  },
  {
    collection: 'vehicles',
    writers: ['manager', 'admin'],
    fresh: () => createFixture(t.payload, 'vehicles', refs),
    allowed: (n) => ({ body: { mileage: 40_000 + n }, field: 'mileage', value: 40_000 + n }),
    attempts: [createdAt, at('previousPrice', 99_999), at('title', 'Forged title'), at('slug', 'forged-slug')],
  },
  {
    collection: 'staff',
    writers: ['manager', 'admin'],
    fresh: () => createFixture(t.payload, 'staff', refs),
    allowed: (n) => ({ body: { sortOrder: n }, field: 'sortOrder', value: n }),
    attempts: [createdAt, at('fullName', 'Forged Name')],
  },
  {
    collection: 'inventory-imports',
    writers: ['admin'],
    fresh: async () => importId,
    attempts: [
      createdAt,
      at('created', 999),
      at('updated', 999),
      at('sold', 999),
      at('unchanged', 999),
      at('priceDrops', 999),
      at('importedAt', FORGED_TIME),
      { field: 'uploadedBy', body: () => ({ uploadedBy: userIds.admin }), sent: () => userIds.admin },
    ],
  },
  {
    collection: 'promotions',
    writers: ['marketing', 'admin'],
    fresh: () => createFixture(t.payload, 'promotions', refs),
    allowed: (n) => ({ body: { sortOrder: n }, field: 'sortOrder', value: n }),
    attempts: [createdAt],
  },
  {
    // Every account edits its own: the timestamps stay the server's there too.
    collection: 'users',
    writers: ['sales', 'marketing', 'manager', 'admin'],
    fresh: async (actor) => userIds[actor === 'anonymous' ? 'sales' : actor],
    allowed: (n) => ({ body: { name: `Renamed ${n}` }, field: 'name', value: `Renamed ${n}` }),
    attempts: [createdAt, at('knownAddresses', ['forged-address-hash'])],
  },
  {
    // What Payload read from the file: only a new file changes it, not an edit of the alt text.
    collection: 'media',
    writers: ['marketing', 'manager', 'admin'],
    fresh: () => freshMedia(),
    allowed: (n) => ({ body: { alt: `Front of the car ${n}` }, field: 'alt', value: `Front of the car ${n}` }),
    attempts: [
      createdAt,
      at('filesize', 1),
      at('width', 1),
      at('height', 1),
      at('mimeType', 'image/svg+xml'),
      at('filename', 'forged.svg'),
      at('url', '/api/media/file/forged.svg'),
      at('sizes.card.width', 1, { body: () => ({ sizes: { card: { width: 1 } } }) }),
    ],
  },
  {
    // Kept by the phone verification endpoint alone: nobody writes a record over REST.
    collection: 'phone-verifications',
    writers: [],
    fresh: async () =>
      String(
        (
          await t.payload.create({
            collection: 'phone-verifications',
            data: { phone: `815555${String(nextFixtureNumber()).padStart(4, '0')}`, codeHash: 'a'.repeat(64), attempts: 2 },
          })
        ).id,
      ),
    attempts: [createdAt, at('codeHash', 'c'.repeat(64)), at('proofHash', 'd'.repeat(64)), at('attempts', 0)],
  },
]

const updateCases = SUBJECTS.flatMap((subject) =>
  subject.attempts.flatMap((attempt) => ACTORS.map((actor) => ({ subject, attempt, actor }))),
)

describe.each(updateCases)('PATCH $subject.collection $attempt.field as $actor', ({ subject, attempt, actor }) => {
  it('leaves the server-owned value as the server set it', async () => {
    const id = await subject.fresh(actor)
    const before = await stored(subject.collection, id)
    const allowed = attempt.alone ? undefined : subject.allowed?.(nextFixtureNumber())
    const response = await rest.call('PATCH', `/${subject.collection}/${id}`, {
      token: tokens[actor],
      body: { ...allowed?.body, ...attempt.body() },
    })
    const after = await stored(subject.collection, id)
    expect(valueAt(after, attempt.field)).not.toEqual(attempt.sent())
    if (attempt.unchanged !== false) expect(valueAt(after, attempt.field)).toEqual(valueAt(before, attempt.field))
    if (subject.writers.includes(actor)) {
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      if (allowed) expect(valueAt(after, allowed.field)).toEqual(allowed.value)
    } else {
      expect(response.status).toBe(403)
    }
  })
})

it('a new file on an upload still updates what was read from it', async () => {
  const id = await freshMedia()
  const before = await stored('media', id)
  const { data } = await pngFile('wider.png', 1024)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'wider.png')
  form.append('_payload', JSON.stringify({ alt: 'A wider picture', width: 1 }))
  const response = await rest.call('PATCH', `/media/${id}`, { token: tokens.marketing, formData: form })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  const after = await stored('media', id)
  expect(after.width).toBe(1024)
  expect(after.filesize).not.toBe(before.filesize)
  expect(after.filename).not.toBe(before.filename)
})

describe('POST with server-owned fields', () => {
  const forgedLead = () => ({
    event: 'CONTACT',
    customer: { firstName: 'Jamie', lastName: 'Buyer', email: 'jamie@example.com' },
    idempotencyKey: 'forged-key',
    visitorId: 'forged-visitor',
    title: 'Forged title',
    createdAt: FORGED_TIME,
    experiments: [{ experiment: 'hero-cta', variant: 'b' }],
    delivery: { state: 'sent', sentTo: [{ recipient: 'sales@dealer.test', messageKind: 'lead', round: 'first' }] },
    notes: [{ note: 'Walk-in.', author: userIds.marketing, at: FORGED_TIME }],
  })

  it('an admin creating a lead gets the server\'s key, title, time, delivery state and note author', async () => {
    const response = await rest.call('POST', '/leads', { token: tokens.admin, body: forgedLead() })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const lead = await stored('leads', String((response.body.doc as Doc).id))
    expect(lead.idempotencyKey).not.toBe('forged-key')
    expect(lead.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(lead.visitorId).toBeNull()
    expect(lead.title).toBe('Jamie Buyer — Contact')
    expect(lead.createdAt).not.toBe(FORGED_TIME)
    expect(lead.experiments).toEqual([])
    expect(lead.delivery).toMatchObject({ state: 'pending', sentTo: [] })
    expect(valueAt(lead, 'notes.0.author')).toBe(userIds.admin)
    expect(valueAt(lead, 'notes.0.at')).not.toBe(FORGED_TIME)
  })

  it('a manager creating a vehicle or a staff member gets the derived title, slug, name and time', async () => {
    const n = nextFixtureNumber()
    const vehicle = await rest.call('POST', '/vehicles', {
      token: tokens.manager,
      body: {
        vin: testVin(n),
        condition: 'used',
        year: 2021,
        make: 'Honda',
        model: 'Accord',
        price: 21_000,
        previousPrice: 99_999,
        title: 'Forged title',
        slug: 'forged-slug',
        createdAt: FORGED_TIME,
      },
    })
    expect(vehicle.status, JSON.stringify(vehicle.body)).toBe(201)
    const doc = await stored('vehicles', String((vehicle.body.doc as Doc).id))
    expect(doc.previousPrice ?? null).toBeNull()
    expect(doc.title).toBe('2021 Honda Accord')
    expect(doc.slug).not.toBe('forged-slug')
    expect(doc.createdAt).not.toBe(FORGED_TIME)
    const staff = await rest.call('POST', '/staff', {
      token: tokens.manager,
      body: { firstName: 'Ada', lastName: 'Lane', slug: `ada-lane-${n}`, department: 'sales', fullName: 'Forged', createdAt: FORGED_TIME },
    })
    expect(staff.status, JSON.stringify(staff.body)).toBe(201)
    const member = await stored('staff', String((staff.body.doc as Doc).id))
    expect(member.fullName).toBe('Ada Lane')
    expect(member.createdAt).not.toBe(FORGED_TIME)
  })

  it('an admin creating an alert gets a pending one: confirmation and bookkeeping are the server\'s', async () => {
    const n = nextFixtureNumber()
    const response = await rest.call('POST', '/alert-subscriptions', {
      token: tokens.admin,
      body: { ...alertData(n), status: 'active', confirmedAt: FORGED_TIME, lastEmailedAt: FORGED_TIME, createdAt: FORGED_TIME },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const alert = await stored('alert-subscriptions', String((response.body.doc as Doc).id))
    expect(alert).toMatchObject({ status: 'pending', confirmedAt: null, lastEmailedAt: null, idempotencyKey: null })
    expect(alert.createdAt).not.toBe(FORGED_TIME)
  })

  it('a manager uploading a feed is recorded as the uploader, with the counts the import made', async () => {
    const data = Buffer.from(await currentInventoryCsv(t.payload))
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(data)], { type: 'text/csv' }), 'feed.csv')
    form.append('_payload', JSON.stringify({ uploadedBy: userIds.admin, created: 999, importedAt: FORGED_TIME }))
    const response = await rest.call('POST', '/inventory-imports', { token: tokens.manager, formData: form })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const record = await stored('inventory-imports', String((response.body.doc as Doc).id))
    expect(valueAt(record, 'uploadedBy')).toBe(userIds.manager)
    expect(record.created).toBe(0)
    expect(record.importedAt).not.toBe(FORGED_TIME)
  })

  it('a manager saving the page toggles cannot set the global\'s timestamps', async () => {
    const response = await rest.call('POST', '/globals/page-toggles', {
      token: tokens.manager,
      body: { careers: true, createdAt: FORGED_TIME, updatedAt: FORGED_TIME },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const toggles = await t.payload.findGlobal({ slug: 'page-toggles', depth: 0 })
    expect(toggles.createdAt).not.toBe(FORGED_TIME)
    expect(toggles.updatedAt).not.toBe(FORGED_TIME)
  })
})
