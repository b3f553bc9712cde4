import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ROLES, type Role } from '@/access/roles'
import { isSpanishRoute, SPANISH_ROUTES } from '@/lib/i18n/spanish-routes'
import { FORM_SLUGS } from '@/lib/leads/forms'
import { sampleBody } from '@/lib/leads/samples'
import { DEFAULT_RETURN_PATH } from '@/lib/visitor/store-choice'

import { createRefs, type Refs } from '../helpers/fixtures'
import { ensureBuild } from '../helpers/next-build.mjs'
import { startNextServer, type NextServer } from '../helpers/next-server'
import { createTestPayload, NO_REVALIDATE, TEST_SECRET, type TestPayload } from '../helpers/payload'
import { routeTable, type RouteTarget } from '../helpers/route-table'

/**
 * No bytes a client sends make the production server (server.mjs on the test build, TRUST_PROXY=1) answer 5xx:
 * broken percent-escapes in any path, English or Spanish, page or API; form posts with undecodable text; Payload
 * REST calls whose query or JSON body Payload cannot use; Payload endpoints for features a collection does not have.
 * The fuzz runs over the route table read from the app's route folders and Payload's config (tests/helpers/route-
 * table.ts), anonymous and as each staff role, a bounded and deterministic set of requests.
 */

const PORT = Number(process.env.TEST_BAD_BYTES_PORT || 3296)
const PASSWORD = 'bad-bytes-password-1'
type Identity = 'anonymous' | Role
const IDENTITIES: Identity[] = ['anonymous', ...ROLES]

let t: TestPayload
let refs: Refs
let server: NextServer | undefined
const tokens = new Map<Role, string>()
let clientNumber = 0

beforeAll(async () => {
  // `npm test` builds once before vitest; running this file alone builds when no build exists.
  ensureBuild()
  t = await createTestPayload('bad-bytes', { JOBS_AUTORUN: 'false' })
  refs = await createRefs(t.payload)
  for (const role of ROLES) {
    await t.payload.create({ collection: 'users', data: { email: `${role}@bad-bytes.test`, password: PASSWORD, role }, context: NO_REVALIDATE })
  }
  server = await startNextServer({
    port: PORT,
    env: {
      DATA_DIR: t.dataDir,
      DATABASE_URI: `file:${path.join(t.dataDir, 'test.db')}`,
      PAYLOAD_SECRET: TEST_SECRET,
      LEAD_ENCRYPTION_KEY: fs.readFileSync(path.join(t.dataDir, 'lead-encryption.key'), 'utf8').trim(),
      JOBS_AUTORUN: 'false',
      // As deployed behind a proxy: each request below comes from an address of its own, so no rate limit hides an answer.
      TRUST_PROXY: '1',
    },
  })
  for (const role of ROLES) {
    const login = await send({ method: 'POST', path: '/api/users/login', json: { email: `${role}@bad-bytes.test`, password: PASSWORD } })
    expect(login.status, login.text).toBe(200)
    tokens.set(role, (JSON.parse(login.text) as { token: string }).token)
  }
}, 900_000)

afterAll(async () => {
  await server?.stop()
  await t?.cleanup()
})

type Sent = { status: number; headers: http.IncomingHttpHeaders; text: string }
type Call = {
  method: string
  /** Sent as written: percent escapes stay escapes. */
  path: string
  as?: Identity
  json?: unknown
  /** A raw body and its type. */
  body?: Buffer | string
  type?: string
  headers?: Record<string, string>
}

/** One request over a plain HTTP connection, so the path's bytes reach the server unchanged. */
function send({ method, path: target, as = 'anonymous', json, body, type, headers = {} }: Call): Promise<Sent> {
  const number = ++clientNumber
  const all: Record<string, string> = { 'x-forwarded-for': `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`, ...headers }
  const token = as === 'anonymous' ? undefined : tokens.get(as)
  if (token) {
    all.authorization = `JWT ${token}`
    all.cookie = `payload-token=${token}`
  }
  const payload = json !== undefined ? JSON.stringify(json) : body
  if (payload !== undefined) all['content-type'] = json !== undefined ? 'application/json' : (type ?? 'application/json')
  if (payload !== undefined) all['content-length'] = String(Buffer.byteLength(payload))
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: PORT, path: target, method, headers: all }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }))
    })
    request.on('error', reject)
    request.setTimeout(60_000, () => request.destroy(new Error(`${method} ${target} got no answer in 60 s`)))
    request.end(payload)
  })
}

const describeSent = (request: Call, sent: Sent) =>
  `${sent.status} ${request.method} ${request.path} as ${request.as ?? 'anonymous'}: ${sent.text.slice(0, 200)}`

describe('broken percent-escapes in a path (the addresses reported)', () => {
  const REPORTED = [
    '/es/used-cars-for-sale/%C0',
    '/es/car-research/%FF',
    '/es/%FF',
    '/our-company/%FF',
    '/auto-financing/%FF',
    '/vehicle-status/%FF',
    '/admin/%FF',
    '/api/%FF',
    '/api/vehicles/%FF',
    '/api/forms/%FF',
    '/api/globals/%FF',
    '/api/media/file/%FF',
  ]

  it('answer 400, anonymous and as staff, with the reason', async () => {
    for (const as of ['anonymous', 'sales'] as const) {
      for (const target of REPORTED) {
        const sent = await send({ method: 'GET', path: target, as })
        expect(sent.status, describeSent({ method: 'GET', path: target, as }, sent)).toBe(400)
        expect(sent.text).toContain('percent-escape must be UTF-8')
        expect(sent.headers['cache-control']).toBe('no-store')
      }
    }
    // The API's refusal is JSON in Payload's error shape, a page's plain text; both carry the security headers.
    const api = await send({ method: 'GET', path: '/api/vehicles/%FF' })
    expect(JSON.parse(api.text)).toMatchObject({ errors: [{ message: expect.stringContaining('UTF-8') }] })
    const page = await send({ method: 'GET', path: '/es/%FF' })
    expect(page.headers['content-type']).toMatch(/^text\/plain/)
    expect(page.headers['x-content-type-options']).toBe('nosniff')
  })

  it('leaves well-formed escapes to the routes', async () => {
    expect((await send({ method: 'GET', path: '/contact-us' })).status).toBe(200)
    // U+00E9 and U+FFFD spelled right: an unknown page, not a bad address.
    expect((await send({ method: 'GET', path: '/our-company/caf%C3%A9' })).status).toBe(404)
    expect((await send({ method: 'GET', path: '/es/%EF%BF%BD' })).status).toBe(404)
  })
})

describe('POST /api/visitor/store from the no-JavaScript form', () => {
  const post = (returnTo: string) =>
    send({
      method: 'POST',
      path: '/api/visitor/store',
      type: 'application/x-www-form-urlencoded',
      body: Buffer.from(`storeId=${refs.location}&returnTo=${returnTo}`, 'utf8'),
    })

  it.each([
    ['/€', '/%E2%82%AC'],
    ['/é?x=ü', '/%C3%A9?x=%C3%BC'],
    ['%2F%C3%A9%3Fx%3D%C3%BC', '/%C3%A9?x=%C3%BC'],
    ['/%C0', DEFAULT_RETURN_PATH],
    ['/%FF', DEFAULT_RETURN_PATH],
    ['/%ED%A0%80', DEFAULT_RETURN_PATH],
  ])('returnTo=%s → 303 to %s', async (returnTo, location) => {
    const sent = await post(returnTo)
    expect(sent.status, sent.text).toBe(303)
    // The header as its bytes arrived: printable ASCII only.
    expect(sent.headers.location).toBe(location)
    expect(sent.headers.location).toMatch(/^\/[\x21-\x7E]*$/)
    expect(String(sent.headers['set-cookie'])).toContain(refs.location)
  })
})

describe('Payload REST calls Payload could not use', () => {
  it('a number parameter given twice, as a list or as a fraction is 400 for every caller, naming it', async () => {
    for (const as of IDENTITIES) {
      for (const query of ['limit=1&limit=2', 'limit[a]=1', 'limit=1.5', 'page=1&page=2', 'depth=1&depth=2']) {
        const request = { method: 'GET', path: `/api/vehicles?${query}`, as }
        const sent = await send(request)
        expect(sent.status, describeSent(request, sent)).toBe(400)
        expect(sent.text).toContain(query.slice(0, query.search(/[[=]/)))
      }
    }
    const staff = await send({ method: 'GET', path: '/api/users?limit=1&limit=2', as: 'admin' })
    expect(staff.status).toBe(400)
    expect(JSON.parse(staff.text)).toMatchObject({ errors: [{ data: { errors: [{ path: 'limit' }] } }] })
    // The admin's relationship lookups post their query as a form (a GET override): the same rule.
    const override = await send({
      method: 'POST',
      path: '/api/vehicles',
      as: 'sales',
      headers: { 'x-http-method-override': 'GET' },
      type: 'application/x-www-form-urlencoded',
      body: 'limit=1&limit=2',
    })
    expect(override.status, override.text).toBe(400)
    // Well-formed numbers still work for staff, limit=0 (everything) included.
    expect((await send({ method: 'GET', path: '/api/vehicles?limit=0&page=1&depth=0', as: 'sales' })).status).toBe(200)
  })

  it('deleting a preference the user does not have is 404; one they have is deleted', async () => {
    for (const as of ['sales', 'admin'] as const) {
      const missing = await send({ method: 'DELETE', path: '/api/payload-preferences/no-such-key', as })
      expect(missing.status, missing.text).toBe(404)
      const saved = await send({ method: 'POST', path: '/api/payload-preferences/bad-bytes', as, json: { value: { columns: 1 } } })
      expect(saved.status, saved.text).toBe(200)
      expect((await send({ method: 'DELETE', path: '/api/payload-preferences/bad-bytes', as })).status).toBe(200)
      expect((await send({ method: 'DELETE', path: '/api/payload-preferences/bad-bytes', as })).status).toBe(404)
    }
    expect((await send({ method: 'DELETE', path: '/api/payload-preferences/no-such-key' })).status).toBe(401)
  })

  it('endpoints of features a collection does not use are not found: email verification, versions', async () => {
    expect((await send({ method: 'POST', path: '/api/users/verify/abc' })).status).toBe(404)
    for (const as of ['anonymous', 'admin'] as const) {
      expect((await send({ method: 'GET', path: '/api/vehicles/versions', as })).status).toBe(404)
      expect((await send({ method: 'GET', path: `/api/vehicles/versions/${refs.vehicle}`, as })).status).toBe(404)
      expect((await send({ method: 'POST', path: `/api/vehicles/versions/${refs.vehicle}`, as })).status).toBe(404)
      expect((await send({ method: 'GET', path: '/api/globals/store-settings/versions', as })).status).toBe(404)
      expect((await send({ method: 'POST', path: '/api/globals/store-settings/versions/x', as })).status).toBe(404)
    }
    // A collection with versions keeps them.
    expect((await send({ method: 'GET', path: '/api/pages/versions?limit=1', as: 'admin' })).status).toBe(200)
  })

  it('a JSON body that is not a well-formed object is 400 with the field named, and changes nothing', async () => {
    const before = await t.payload.findByID({ collection: 'vehicles', id: refs.vehicle, depth: 0 })
    const patch = (body: Buffer | string) => send({ method: 'PATCH', path: `/api/vehicles/${refs.vehicle}`, as: 'admin', body })
    for (const body of ['"s"', 'null', '[1]', '{"trim":', Buffer.from([0x7b, 0x22, 0x74, 0x72, 0x69, 0x6d, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])]) {
      const sent = await patch(body)
      expect(sent.status, `${String(body)} → ${sent.text}`).toBe(400)
      expect(JSON.parse(sent.text)).toMatchObject({ errors: [{ data: { errors: [{ path: 'body' }] } }] })
    }
    const surrogate = await patch('{"trim":"Jo\\ud800","notes":{"\\udc00":"x"}}')
    expect(surrogate.status, surrogate.text).toBe(400)
    expect(JSON.parse(surrogate.text)).toMatchObject({ errors: [{ data: { errors: [{ path: 'trim' }, { path: 'notes.\udc00' }] } }] })
    const after = await t.payload.findByID({ collection: 'vehicles', id: refs.vehicle, depth: 0 })
    expect(after.trim).toBe(before.trim)
    expect(after.updatedAt).toBe(before.updatedAt)
    for (const body of ['"s"', 'null']) {
      expect((await send({ method: 'POST', path: '/api/globals/store-settings', as: 'admin', body })).status).toBe(400)
      expect((await send({ method: 'POST', path: '/api/vehicles', as: 'admin', body })).status).toBe(400)
    }
    // Payload reads the document from JSON or multipart only: no body is an empty document, another type 415.
    expect((await send({ method: 'POST', path: '/api/faqs', as: 'marketing' })).status).toBe(400)
    expect((await send({ method: 'POST', path: '/api/globals/store-settings', as: 'admin', type: 'text/plain', body: 'x' })).status).toBe(415)
    // Payload takes only exactly `application/json` as JSON.
    expect((await send({ method: 'POST', path: '/api/faqs', as: 'marketing', type: 'Application/JSON', body: '{"question":"Q?"}' })).status).toBe(415)
    const document = multipart({ _payload: '"s"' })
    const sent = await send({ method: 'POST', path: '/api/faqs', as: 'marketing', ...document })
    expect(sent.status, sent.text).toBe(400)
    expect(JSON.parse(sent.text)).toMatchObject({ errors: [{ data: { errors: [{ path: '_payload' }] } }] })
    expect((await send({ method: 'POST', path: '/api/graphql', body: '{' })).status).toBe(400)
    expect((await send({ method: 'POST', path: '/api/graphql', body: 'x', as: 'manager' })).status).toBe(400)
  })
})

// Path segments a client can send: bytes that are not UTF-8, overlong forms, encoded surrogates, broken escapes,
// control characters, encoded slashes and dots, and well-formed text the routes must take as an unknown address.
const SEGMENTS = ['%FF', '%C0', '%C0%AF', '%ED%A0%80', '%E0%A4%A', '%', '%00', 'x%0Ay', 'a%2Fb', '%2e%2e', '%EF%BF%BD', 'car%F0%9F%9A%97']

// JSON and form bodies a client can send: lone surrogates (escaped, and as the bytes of one), broken and non-object JSON.
const LONE = '{"firstName":"Jo\\ud800","email":"jo\\udc00@example.com","title":"\\ud83d","message":"a\\udfffb","\\ud800":1}'
const BODIES: { type?: string; body?: Buffer | string }[] = [
  { type: 'application/json', body: LONE },
  { type: 'application/json', body: Buffer.concat([Buffer.from('{"firstName":"Jo'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]) },
  { type: 'application/json', body: '{"firstName":' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: 'null' },
  { type: 'application/x-www-form-urlencoded', body: 'firstName=Jo%ED%A0%80&returnTo=/%C0&limit=%FF' },
  { type: 'text/plain', body: 'Jo' },
  {},
  multipart({ _payload: '"text"' }),
  multipart({ _payload: LONE }),
  multipart({ firstName: 'Jo' }),
]

/** A multipart/form-data body of text fields, as a browser builds one. */
function multipart(fields: Record<string, string>): { type: string; body: Buffer } {
  const boundary = 'bad-bytes-boundary'
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`) }
}

const TABLE_IDS: Record<string, () => string> = {
  'api:vehicles': () => refs.vehicle,
  'api:locations': () => refs.location,
  'api:staff': () => refs.staff,
  'api:media': () => refs.media,
  'api:body-styles': () => refs.bodyStyle,
}

describe('fuzz over the route table, anonymous and as each role', () => {
  let table: RouteTarget[]

  beforeAll(() => {
    table = routeTable(t.config, (group) => TABLE_IDS[group]?.())
  })

  it('the table holds every route folder, every Spanish route and every Payload collection and global', () => {
    const paths = new Set(table.map((target) => target.plain))
    for (const route of SPANISH_ROUTES) {
      const spanish = `/es${route.replace(/\/\[\[\.\.\.[^\]]+\]\]/g, '').replace(/\[[^\]]+\]/g, 'sample')}`
      expect(paths, spanish).toContain(spanish)
      expect(isSpanishRoute(spanish.slice(3))).toBe(true)
    }
    const groups = new Set(table.map((target) => target.group))
    for (const collection of t.config.collections) expect(groups).toContain(`api:${collection.slug}`)
    for (const global of t.config.globals) expect(groups).toContain(`api:globals/${global.slug}`)
    expect(groups).toContain('src/app/(payload)/admin/[[...segments]]/page.tsx')
    expect(groups).toContain('src/app/(frontend)/api/visitor/store/route.ts')
  })

  it('no path segment makes any route answer 5xx (one request a route slot, segments and callers in turn)', async () => {
    const failures: string[] = []
    const requests: Call[] = table.map((target, index) => ({
      method: target.method,
      path: target.path(SEGMENTS[index % SEGMENTS.length] ?? '%FF'),
      as: IDENTITIES[Math.floor(index / SEGMENTS.length) % IDENTITIES.length],
    }))
    await inTurns(requests, failures)
    expect(failures).toEqual([])
    await expectSessionsAlive()
  })

  it('no body makes any route that takes one answer 5xx', async () => {
    const failures: string[] = []
    const takesBody = table.filter((target) => ['POST', 'PUT', 'PATCH'].includes(target.method))
    const plain = [...new Map(takesBody.map((target) => [`${target.method} ${target.plain}`, target])).values()]
    const requests: Call[] = plain.map((target, index) => ({
      method: target.method,
      path: target.plain,
      // Signing out is what a logout is for: it is posted anonymously, so the sessions above stay alive.
      as: target.plain.endsWith('/logout') ? 'anonymous' : IDENTITIES[index % IDENTITIES.length],
      ...BODIES[index % BODIES.length],
    }))
    await inTurns(requests, failures)
    expect(failures).toEqual([])
    await expectSessionsAlive()
  })

  it('a lone surrogate in any text field of any lead form is never a 5xx', async () => {
    const failures: string[] = []
    const requests: Call[] = FORM_SLUGS.map((form, index) => {
      const body = sampleBody(form, { storeId: refs.location, vehicleId: refs.vehicle, staffId: refs.staff })
      const text = JSON.stringify({ ...body, fillMs: 6500 }).replace(/"(Jane|Doe|Rockford|Main St)/g, '"$1\\ud800')
      return { method: 'POST', path: `/api/forms/${form}`, as: IDENTITIES[index % IDENTITIES.length], body: text }
    })
    await inTurns(requests, failures)
    expect(failures).toEqual([])
  })
})

/** Sends the requests two at a time (the CI machine's cores), noting every answer of 500 or more. */
async function inTurns(requests: Call[], failures: string[]): Promise<void> {
  let next = 0
  await Promise.all(
    [0, 1].map(async () => {
      while (next < requests.length) {
        const request = requests[next++]
        if (!request) break
        const sent = await send(request)
        if (sent.status >= 500) failures.push(describeSent(request, sent))
      }
    }),
  )
}

/** Every role's session still signs it in: the staff requests above were answered as staff. */
async function expectSessionsAlive(): Promise<void> {
  for (const role of ROLES) {
    const me = await send({ method: 'GET', path: '/api/users/me', as: role })
    expect(JSON.parse(me.text), role).toMatchObject({ user: { role } })
  }
}
