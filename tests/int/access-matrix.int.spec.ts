import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ROLES } from '@/access/roles'

import { ACTORS, COLLECTION_MATRIX, GLOBAL_MATRIX, type Actor } from '../helpers/access-matrix'
import { createFixture, createRefs, FIXTURES, nextFixtureNumber, pngFile, type Refs } from '../helpers/fixtures'
import { currentInventoryCsv } from '../helpers/inventory-feed'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

const PASSWORD = 'matrix-test-password-1'
const emailOf = (role: string) => `${role}@matrix.test`

let t: TestPayload
let rest: RestClient
let refs: Refs
const tokens: Partial<Record<Actor, string>> = {}
const userIds: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestPayload('access')
  rest = restClient(t.config)
  // ROLES starts with admin: the first account is the admin, as on Payload's create-first-user screen.
  for (const role of ROLES) {
    const user = await t.payload.create({
      collection: 'users',
      data: { email: emailOf(role), password: PASSWORD, role, name: `Test ${role}` },
      context: NO_REVALIDATE,
    })
    userIds[role] = String(user.id)
    tokens[role] = await rest.login(emailOf(role), PASSWORD)
  }
  refs = await createRefs(t.payload)
})

afterAll(async () => {
  await t?.cleanup()
})

const asActor = (actor: Actor) => ({ token: tokens[actor] })

const targets: Partial<Record<CollectionSlug, string>> = {}

/** The document each collection's read, update and denied-delete cells act on (reused across actors). */
async function targetId(slug: CollectionSlug): Promise<string> {
  const fromRefs: Partial<Record<CollectionSlug, string>> = {
    media: refs.media,
    'body-styles': refs.bodyStyle,
    locations: refs.location,
    staff: refs.staff,
    vehicles: refs.vehicle,
    'trade-in-questions': refs.tradeInQuestion,
    'article-categories': refs.articleCategory,
  }
  // A lead the sales account owns: salespeople reach their own leads only (the leads block below covers others').
  if (slug === 'leads' && !targets.leads) targets.leads = await createFixture(t.payload, 'leads', refs, { owner: userIds.sales })
  const known = targets[slug] ?? fromRefs[slug]
  if (known) return known
  const id = await freshId(slug)
  targets[slug] = id
  return id
}

/** An inventory feed that lists the available vehicles unchanged, so uploading it imports nothing new. */
async function feedFile() {
  const data = Buffer.from(await currentInventoryCsv(t.payload))
  return { data, mimetype: 'text/csv', name: 'feed.csv', size: data.length }
}

/** A minimal well-formed PDF: what a résumé upload must be. */
function pdfFile() {
  const data = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\nxref\n0 1\ntrailer\n<< >>\n%%EOF\n', 'latin1')
  return { data, mimetype: 'application/pdf', name: 'resume.pdf', size: data.length }
}

/** A fresh document an allowed actor may delete (uploads need a file, so they are built here). */
async function freshId(slug: CollectionSlug): Promise<string> {
  if (slug === 'media') {
    const doc = await t.payload.create({
      collection: 'media',
      data: { alt: 'Disposable square' },
      file: await pngFile('disposable.png'),
      context: NO_REVALIDATE,
    })
    return String(doc.id)
  }
  if (slug === 'inventory-imports') {
    const doc = await t.payload.create({ collection: slug, data: {}, file: await feedFile(), context: NO_REVALIDATE })
    return String(doc.id)
  }
  if (slug === 'phone-verifications') {
    const doc = await t.payload.create({ collection: slug, data: phoneVerificationData(), context: NO_REVALIDATE })
    return String(doc.id)
  }
  if (slug === 'resumes') {
    const doc = await t.payload.create({ collection: slug, data: {}, file: pdfFile(), context: NO_REVALIDATE })
    return String(doc.id)
  }
  if (slug === 'audit-log') {
    const doc = await t.payload.create({ collection: slug, data: auditEntryData(), context: NO_REVALIDATE })
    return String(doc.id)
  }
  return createFixture(t.payload, slug, refs)
}

/** A phone-verification record as the endpoint stores it (a code pending, hashes included). */
function phoneVerificationData() {
  return {
    phone: `815555${String(nextFixtureNumber()).padStart(4, '0')}`,
    codeHash: 'a'.repeat(64),
    proofHash: 'b'.repeat(64),
    sentAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    attempts: 0,
  }
}

/** An audit entry as the audit hooks write it. */
function auditEntryData() {
  return {
    userEmail: 'manager@matrix.test',
    target: 'vehicles',
    targetKind: 'collection' as const,
    docId: refs.vehicle,
    operation: 'update' as const,
    summary: 'price',
    changes: [{ field: 'price', before: '20000', after: '19500' }],
  }
}

async function createViaRest(slug: CollectionSlug, actor: Actor) {
  if (slug === 'audit-log') {
    return rest.call('POST', '/audit-log', { ...asActor(actor), body: auditEntryData() })
  }
  if (slug === 'phone-verifications') {
    return rest.call('POST', '/phone-verifications', { ...asActor(actor), body: phoneVerificationData() })
  }
  if (slug === 'media') {
    const file = await pngFile('rest-upload.png')
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
    form.append('_payload', JSON.stringify({ alt: 'Uploaded through REST' }))
    return rest.call('POST', '/media', { ...asActor(actor), formData: form })
  }
  if (slug === 'inventory-imports' || slug === 'resumes') {
    const file = slug === 'resumes' ? pdfFile() : await feedFile()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
    form.append('_payload', JSON.stringify({}))
    return rest.call('POST', `/${slug}`, { ...asActor(actor), formData: form })
  }
  const fixture = FIXTURES[slug]
  if (!fixture) throw new Error(`no fixture for ${slug}`)
  return rest.call('POST', `/${slug}`, { ...asActor(actor), body: fixture(refs, nextFixtureNumber()) })
}

async function exists(slug: CollectionSlug, id: string): Promise<boolean> {
  const { totalDocs } = await t.payload.count({ collection: slug, where: { id: { equals: id } } })
  return totalDocs === 1
}

const collectionCases = Object.entries(COLLECTION_MATRIX).flatMap(([slug, cells]) =>
  ACTORS.map((actor) => ({ slug: slug as CollectionSlug, actor, cells })),
)

describe.each(collectionCases)('$slug as $actor', ({ slug, actor, cells }) => {
  it(cells.read.includes(actor) ? 'may read' : 'may not read', async () => {
    const id = await targetId(slug)
    const list = await rest.call('GET', `/${slug}?limit=5`, asActor(actor))
    const one = await rest.call('GET', `/${slug}/${id}`, asActor(actor))
    if (cells.read.includes(actor)) {
      expect(list.status).toBe(200)
      expect(one.status).toBe(200)
    } else {
      expect(list.status).toBe(403)
      expect(one.status).toBe(403)
      expect(list.body.docs).toBeUndefined()
    }
  })

  it(cells.create.includes(actor) ? 'may create' : 'may not create', async () => {
    const before = await t.payload.count({ collection: slug })
    const response = await createViaRest(slug, actor)
    if (cells.create.includes(actor)) {
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      const doc = response.body.doc as { id: string }
      // Remove it again: some collections have unique fields drawn from a short list.
      await t.payload.delete({ collection: slug, id: doc.id, context: NO_REVALIDATE })
    } else {
      expect(response.status).toBe(403)
      expect((await t.payload.count({ collection: slug })).totalDocs).toBe(before.totalDocs)
    }
  })

  it(cells.update.includes(actor) ? 'may update' : 'may not update', async () => {
    const id = await targetId(slug)
    const response = await rest.call('PATCH', `/${slug}/${id}`, { ...asActor(actor), body: {} })
    expect(response.status).toBe(cells.update.includes(actor) ? 200 : 403)
  })

  it(cells.delete.includes(actor) ? 'may delete' : 'may not delete', async () => {
    if (cells.delete.includes(actor)) {
      const id = await freshId(slug)
      const response = await rest.call('DELETE', `/${slug}/${id}`, asActor(actor))
      expect(response.status).toBe(200)
      expect(await exists(slug, id)).toBe(false)
    } else {
      const id = await targetId(slug)
      const response = await rest.call('DELETE', `/${slug}/${id}`, asActor(actor))
      expect(response.status).toBe(403)
      expect(await exists(slug, id)).toBe(true)
    }
  })
})

const globalCases = Object.entries(GLOBAL_MATRIX).flatMap(([slug, cells]) =>
  ACTORS.map((actor) => ({ slug, actor, cells })),
)

describe.each(globalCases)('global $slug as $actor', ({ slug, actor, cells }) => {
  it('reads it', async () => {
    const response = await rest.call('GET', `/globals/${slug}`, asActor(actor))
    expect(response.status).toBe(cells.read.includes(actor) ? 200 : 403)
  })

  it(cells.update.includes(actor) ? 'may save it' : 'may not save it', async () => {
    const response = await rest.call('POST', `/globals/${slug}`, { ...asActor(actor), body: {} })
    expect(response.status).toBe(cells.update.includes(actor) ? 200 : 403)
  })
})

describe('users', () => {
  it('anonymous visitors can neither list nor register accounts', async () => {
    expect((await rest.call('GET', '/users')).status).toBe(403)
    const signup = await rest.call('POST', '/users', {
      body: { email: 'intruder@example.com', password: 'intruder-password', role: 'admin' },
    })
    expect(signup.status).toBe(403)
  })

  it.each(['sales', 'marketing'] as const)('%s sees only their own account', async (role) => {
    const list = await rest.call('GET', '/users', asActor(role))
    expect(list.status).toBe(200)
    expect((list.body.docs as Array<{ email: string }>).map((user) => user.email)).toEqual([emailOf(role)])
    const admin = await rest.call('GET', `/users/${userIds.admin}`, asActor(role))
    expect(admin.status).not.toBe(200)
    expect(JSON.stringify(admin.body)).not.toContain(emailOf('admin'))
  })

  it('manager sees every account (to hand leads to salespeople) but edits only their own', async () => {
    const list = await rest.call('GET', '/users?limit=100', asActor('manager'))
    expect(list.status).toBe(200)
    const emails = (list.body.docs as Array<{ email: string }>).map((user) => user.email)
    expect(emails).toEqual(expect.arrayContaining(ROLES.map(emailOf)))
    expect(JSON.stringify(list.body)).not.toContain('knownAddresses')
    const other = await rest.call('PATCH', `/users/${userIds.sales}`, { ...asActor('manager'), body: { name: 'Renamed' } })
    expect(other.status).toBe(403)
    expect((await t.payload.findByID({ collection: 'users', id: userIds.sales })).name).toBe('Test sales')
  })

  it.each(['sales', 'marketing', 'manager'] as const)('%s cannot create accounts or promote themself', async (role) => {
    const create = await rest.call('POST', '/users', {
      ...asActor(role),
      body: { email: `new-${role}@matrix.test`, password: PASSWORD, role: 'sales' },
    })
    expect(create.status).toBe(403)
    await rest.call('PATCH', `/users/${userIds[role]}`, { ...asActor(role), body: { role: 'admin' } })
    const self = await t.payload.findByID({ collection: 'users', id: userIds[role] })
    expect(self.role).toBe(role)
  })

  it('admin creates accounts of any role', async () => {
    const create = await rest.call('POST', '/users', {
      ...asActor('admin'),
      body: { email: 'new-manager@matrix.test', password: PASSWORD, role: 'manager' },
    })
    expect(create.status).toBe(201)
    expect((create.body.doc as { role: string }).role).toBe('manager')
  })
})

describe('vehicles', () => {
  let reserveId: string
  let soldId: string

  beforeAll(async () => {
    reserveId = await createFixture(t.payload, 'vehicles', refs, { reserve: true })
    soldId = await createFixture(t.payload, 'vehicles', refs, { status: 'sold' })
  })

  it('anonymous visitors never see reserve or sold vehicles', async () => {
    const list = await rest.call('GET', '/vehicles?limit=100')
    const ids = (list.body.docs as Array<{ id: string }>).map((doc) => doc.id)
    expect(ids).toContain(refs.vehicle)
    expect(ids).not.toContain(reserveId)
    expect(ids).not.toContain(soldId)
    expect((await rest.call('GET', `/vehicles/${reserveId}`)).status).toBe(404)
    expect((await rest.call('GET', `/vehicles/${soldId}`)).status).toBe(404)
    // Asking for them explicitly does not widen the access query.
    const reserveQuery = await rest.call('GET', '/vehicles?where[reserve][equals]=true')
    expect(reserveQuery.body.totalDocs).toBe(0)
  })

  it.each(['sales', 'manager'] as const)('%s reads the whole inventory, reserve and sold included', async (role) => {
    expect((await rest.call('GET', `/vehicles/${reserveId}`, asActor(role))).status).toBe(200)
    expect((await rest.call('GET', `/vehicles/${soldId}`, asActor(role))).status).toBe(200)
  })

  it('valuation figures are for staff only', async () => {
    const id = await createFixture(t.payload, 'vehicles', refs, {
      valuation: { adjustedWholeAvg: 18_000, adjustedWholeRough: 16_500, adjustedRetailAvg: 21_000 },
    })
    const visitor = await rest.call('GET', `/vehicles/${id}`)
    expect(visitor.status).toBe(200)
    expect(JSON.stringify(visitor.body)).not.toContain('18000')
    const manager = await rest.call('GET', `/vehicles/${id}`, asActor('manager'))
    expect(manager.body.valuation).toMatchObject({ adjustedWholeAvg: 18_000 })
  })
})

describe('articles', () => {
  it('anonymous visitors never read a draft', async () => {
    const draftId = await createFixture(t.payload, 'articles', refs, { _status: 'draft', title: 'Secret draft' })
    const list = await rest.call('GET', '/articles?limit=100&draft=true')
    expect((list.body.docs as Array<{ id: string }>).map((doc) => doc.id)).not.toContain(draftId)
    expect((await rest.call('GET', `/articles/${draftId}?draft=true`)).status).toBe(404)
    expect((await rest.call('GET', '/articles/versions')).status).toBe(403)
    expect((await rest.call('GET', `/articles/${draftId}`, asActor('marketing'))).status).toBe(200)
  })

  it('a published article with newer unpublished changes shows visitors the published version', async () => {
    const id = await createFixture(t.payload, 'articles', refs, { title: 'Published title' })
    await t.payload.update({
      collection: 'articles',
      id,
      data: { title: 'Unpublished edit' },
      draft: true,
      context: NO_REVALIDATE,
    })
    const visitor = await rest.call('GET', `/articles/${id}?draft=true`)
    expect(visitor.status).toBe(200)
    expect(visitor.body.title).toBe('Published title')
    const editor = await rest.call('GET', `/articles/${id}?draft=true`, asActor('marketing'))
    expect(editor.body.title).toBe('Unpublished edit')
  })
})

describe('leads', () => {
  let leadId: string
  let othersLeadId: string

  beforeAll(async () => {
    leadId = await createFixture(t.payload, 'leads', refs, { owner: userIds.sales })
    othersLeadId = await createFixture(t.payload, 'leads', refs, { owner: userIds.manager })
  })

  it('sales updates status and notes', async () => {
    const response = await rest.call('PATCH', `/leads/${leadId}`, {
      ...asActor('sales'),
      body: { status: 'contacted', notes: [{ note: 'Left a voicemail.' }] },
    })
    expect(response.status).toBe(200)
    const lead = await t.payload.findByID({ collection: 'leads', id: leadId })
    expect(lead.status).toBe('contacted')
    expect(lead.notes?.map((entry) => entry.note)).toEqual(['Left a voicemail.'])
  })

  it('sales cannot change what the customer submitted', async () => {
    await rest.call('PATCH', `/leads/${leadId}`, {
      ...asActor('sales'),
      body: {
        comments: 'Rewritten by staff',
        customer: { firstName: 'Someone', lastName: 'Else', email: 'else@example.com' },
        event: 'CAREERS',
      },
    })
    const lead = await t.payload.findByID({ collection: 'leads', id: leadId })
    expect(lead.comments).toBe('Is this car still available?')
    expect(lead.customer?.email).toBe('jamie@example.com')
    expect(lead.event).toBe('CONTACT')
  })

  it('sales neither sees nor changes a lead someone else owns', async () => {
    expect((await rest.call('GET', `/leads/${othersLeadId}`, asActor('sales'))).status).toBe(404)
    const list = await rest.call('GET', '/leads?limit=100&depth=0', asActor('sales'))
    expect((list.body.docs as Array<{ id: string }>).map((lead) => lead.id)).not.toContain(othersLeadId)
    const response = await rest.call('PATCH', `/leads/${othersLeadId}`, { ...asActor('sales'), body: { status: 'lost' } })
    expect(response.status).toBe(403)
    expect((await t.payload.findByID({ collection: 'leads', id: othersLeadId })).status).toBe('new')
  })

  it('sales cannot hand their lead to someone else; a manager can', async () => {
    await rest.call('PATCH', `/leads/${leadId}`, { ...asActor('sales'), body: { owner: userIds.manager } })
    expect((await t.payload.findByID({ collection: 'leads', id: leadId, depth: 0 })).owner).toBe(userIds.sales)
    const handed = await rest.call('PATCH', `/leads/${othersLeadId}`, {
      ...asActor('manager'),
      body: { status: 'lost', owner: userIds.sales },
    })
    expect(handed.status).toBe(200)
    const lead = await t.payload.findByID({ collection: 'leads', id: othersLeadId, depth: 0 })
    expect([lead.status, lead.owner]).toEqual(['lost', userIds.sales])
  })
})

describe('phone-verifications', () => {
  it('admins read records without the code and proof hashes', async () => {
    const id = await targetId('phone-verifications')
    const response = await rest.call('GET', `/phone-verifications/${id}`, asActor('admin'))
    expect(response.status).toBe(200)
    expect(response.body.phone).toMatch(/^815555\d{4}$/)
    expect(response.body).not.toHaveProperty('codeHash')
    expect(response.body).not.toHaveProperty('proofHash')
    expect(JSON.stringify(response.body)).not.toContain('a'.repeat(64))
  })

  it('nobody changes a code through REST, not even an admin', async () => {
    const id = await targetId('phone-verifications')
    const body = { attempts: 0, codeHash: 'c' }
    await rest.call('PATCH', `/phone-verifications/${id}`, { ...asActor('admin'), body })
    const doc = await t.payload.findByID({ collection: 'phone-verifications', id })
    expect(doc.codeHash).toBe('a'.repeat(64))
  })

  it('anonymous visitors cannot query them through GraphQL', async () => {
    const result = await rest.graphql('{ PhoneVerifications { docs { id phone } } }')
    expect(result.errors?.[0]?.extensions?.statusCode).toBe(403)
    expect(JSON.stringify(result.data ?? {})).not.toContain('815555')
  })
})

describe('graphql', () => {
  it('anonymous visitors cannot write through GraphQL', async () => {
    const result = await rest.graphql(
      'mutation { createPromotion(data: { name: "gql", position: promotions_carousel, startDate: "2026-01-01", endDate: "2026-12-31" }) { id } }',
    )
    expect(result.errors?.[0]?.extensions?.statusCode).toBe(403)
    expect((await t.payload.count({ collection: 'promotions', where: { name: { equals: 'gql' } } })).totalDocs).toBe(0)
  })

  it('anonymous visitors cannot read leads, résumés or users through GraphQL', async () => {
    const leads = await rest.graphql('{ Leads { docs { id comments } } }')
    expect(leads.errors?.[0]?.extensions?.statusCode).toBe(403)
    const resumes = await rest.graphql('{ Resumes { docs { id filename url } } }')
    expect(resumes.errors?.[0]?.extensions?.statusCode).toBe(403)
    const users = await rest.graphql('{ Users { docs { id email } } }')
    expect(users.errors?.[0]?.extensions?.statusCode).toBe(403)
  })

  it('marketing writes promotions through GraphQL', async () => {
    const result = await rest.graphql(
      'mutation { createPromotion(data: { name: "gql-marketing", position: promotions_carousel, startDate: "2026-01-01", endDate: "2026-12-31" }) { id } }',
      tokens.marketing,
    )
    expect(result.errors).toBeUndefined()
  })
})
