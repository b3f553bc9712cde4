import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ABUSE_RULES } from '@/lib/abuse/policy'
import { CURRENT_HASH_PREFIX, passwordMatches } from '@/lib/auth/payload-password'

import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { answerShape, median, restClient, type RestClient, type RestResponse } from '../helpers/rest'

/**
 * Staff sign-in against strangers, through Payload's REST handlers on a throwaway SQLite file: wrong passwords slow
 * whoever sends them (per address, per address and account) and never lock the owner out on an address the account
 * signed in from before; known and unknown emails cost and answer the same; only admins unlock; the session cookie is
 * Secure behind an https origin. TRUST_PROXY=1 makes X-Forwarded-For the client address, as behind a proxy.
 */

const PASSWORD = 'staff-auth-password-1'
const ORIGIN = 'https://dealer.test'

let t: TestPayload
let rest: RestClient
const tokens: Record<string, string> = {}

// Every test its own addresses, so the per-address counts of one never reach another.
let addressCount = 0
const freshAddress = () => {
  addressCount += 1
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`
}

const login = (email: string, password: string, address: string): Promise<RestResponse> =>
  rest.call('POST', '/users/login', { body: { email, password }, headers: { 'X-Forwarded-For': address } })

async function createAccount(email: string, role: 'admin' | 'manager' | 'marketing' | 'sales' = 'sales'): Promise<void> {
  await t.payload.create({ collection: 'users', data: { email, password: PASSWORD, role }, context: NO_REVALIDATE })
}

beforeAll(async () => {
  t = await createTestPayload('staff-auth', { JOBS_AUTORUN: 'false', TRUST_PROXY: '1', NEXT_PUBLIC_SERVER_URL: ORIGIN })
  rest = restClient(t.config)
  for (const role of ['admin', 'manager', 'marketing', 'sales'] as const) {
    const email = `${role}@staff-auth.test`
    await createAccount(email, role)
    tokens[role] = await rest.login(email, PASSWORD)
  }
})

afterAll(async () => {
  await t?.cleanup()
})

describe('wrong passwords slow the sender, never lock the owner out', () => {
  it("a stranger's failures on one address refuse that address, while the owner on a known address signs in", async () => {
    const email = 'owner@staff-auth.test'
    await createAccount(email)
    const home = freshAddress()
    expect((await login(email, PASSWORD, home)).status).toBe(200)

    const stranger = freshAddress()
    const limit = ABUSE_RULES.loginFailuresPerIpAccount.points
    const statuses: number[] = []
    for (let i = 0; i < limit + 2; i++) statuses.push((await login(email, `wrong-password-${i}`, stranger)).status)
    expect(statuses).toEqual([...Array(limit).fill(401), 429, 429])
    // Slowed, not let in: the right password from the stranger's address waits too.
    const slowed = await login(email, PASSWORD, stranger)
    expect(slowed.status).toBe(429)
    expect(JSON.stringify(slowed.body)).toMatch(/try again in \d+ minutes?/i)
    expect(JSON.stringify(slowed.body)).not.toMatch(/locked/i)

    // The owner, on the address they signed in from before, is not touched by any of it.
    expect((await login(email, PASSWORD, home)).status).toBe(200)
    // Nor is the account locked for its owner anywhere else the stranger never failed from.
    expect((await login(email, PASSWORD, freshAddress())).status).toBe(200)
  })

  it('guesses sent all at once cannot outrun the count', async () => {
    const email = 'burst@staff-auth.test'
    await createAccount(email)
    const address = freshAddress()
    // Three times the attempt limit, all in flight together: every one would pass a check of the failures so far.
    const cap = ABUSE_RULES.loginAttemptsPerIpAccount.points
    const burst = await Promise.all(Array.from({ length: 3 * cap }, (_, i) => login(email, `burst-${i}`, address)))
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([])
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(cap)
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(ABUSE_RULES.loginFailuresPerIpAccount.points)
  })

  it('one address failing across many accounts is slowed for every account', async () => {
    const address = freshAddress()
    const limit = ABUSE_RULES.loginFailuresPerIp.points
    for (let i = 0; i < limit; i++) {
      expect((await login(`guess-${i}@staff-auth.test`, 'wrong-password', address)).status).toBe(401)
    }
    expect((await login('manager@staff-auth.test', PASSWORD, address)).status).toBe(429)
    expect((await login('manager@staff-auth.test', PASSWORD, freshAddress())).status).toBe(200)
  })

  it('failures spread over many addresses slow new addresses only, the same for a real and an unknown email', async () => {
    const email = 'spread@staff-auth.test'
    const unknown = 'nobody-here@staff-auth.test'
    await createAccount(email)
    const home = freshAddress()
    expect((await login(email, PASSWORD, home)).status).toBe(200)

    const limit = ABUSE_RULES.loginFailuresPerAccount.points
    for (const target of [email, unknown]) {
      const statuses: number[] = []
      for (let i = 0; i < limit; i++) statuses.push((await login(target, `wrong-${i}`, freshAddress())).status)
      expect(statuses, target).toEqual(Array(limit).fill(401))
    }
    // A new address is slowed now, even with the right password, and the answer does not tell a staff email apart.
    const real = await login(email, PASSWORD, freshAddress())
    const fake = await login(unknown, PASSWORD, freshAddress())
    expect(real.status).toBe(429)
    expect(answerShape(real)).toEqual(answerShape(fake))
    // The owner at home signs in.
    expect((await login(email, PASSWORD, home)).status).toBe(200)
  })
})

describe('every way in', () => {
  it('GraphQL sign-ins are the same sign-in: its failures count and its refusal is the same', async () => {
    const email = 'graphql@staff-auth.test'
    await createAccount(email)
    const address = freshAddress()
    const mutation = (password: string) =>
      `mutation { loginUser(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { token } }`
    const graphqlLogin = (password: string) => rest.graphql(mutation(password), undefined, { 'X-Forwarded-For': address })
    for (let i = 0; i < ABUSE_RULES.loginFailuresPerIpAccount.points; i++) {
      expect((await graphqlLogin(`wrong-${i}`)).errors?.[0]?.extensions?.statusCode).toBe(401)
    }
    expect((await login(email, PASSWORD, address)).status).toBe(429)
    expect((await graphqlLogin(PASSWORD)).errors?.[0]?.extensions?.statusCode).toBe(429)
  })
})

describe('remembered addresses', () => {
  it('stay on the server: hashed, never in an answer, not settable, and the new session works', async () => {
    const email = 'remembered@staff-auth.test'
    await createAccount(email)
    const address = freshAddress()
    const signedIn = await login(email, PASSWORD, address)
    expect(signedIn.status).toBe(200)
    const token = String(signedIn.body.token)
    const me = await rest.call('GET', '/users/me', { token })
    expect((me.body.user as Record<string, unknown>).email).toBe(email)
    expect(JSON.stringify(me.body)).not.toContain('knownAddresses')
    const id = String((me.body.user as { id: string }).id)

    const forged = [{ tag: 'forged', seenAt: new Date().toISOString() }]
    await rest.call('PATCH', `/users/${id}`, { token, body: { knownAddresses: forged } })
    await rest.call('PATCH', `/users/${id}`, { token: tokens.admin, body: { knownAddresses: forged } })
    const stored = await t.payload.findByID({ collection: 'users', id, showHiddenFields: true, overrideAccess: true })
    const known = stored.knownAddresses as Array<{ tag: string }>
    expect(known).toHaveLength(1)
    expect(known[0].tag).not.toBe('forged')
    expect(JSON.stringify(known)).not.toContain(address)
    const asAdmin = await rest.call('GET', `/users/${id}`, { token: tokens.admin })
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body).not.toHaveProperty('knownAddresses')
  })
})

describe('known and unknown emails are indistinguishable', () => {
  it('a wrong password answers the same and costs the same (ratio of medians) for a staff and an unknown email', async () => {
    const email = 'timed@staff-auth.test'
    await createAccount(email)
    const unknown = 'timed-nobody@staff-auth.test'
    const durations: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
    const answers: Record<'known' | 'unknown', RestResponse[]> = { known: [], unknown: [] }
    // Interleaved, so a slower moment of the shared machine hits both alike.
    for (let i = 0; i < 9; i++) {
      for (const [kind, target] of [
        ['known', email],
        ['unknown', unknown],
      ] as const) {
        const started = performance.now()
        const response = await login(target, `wrong-password-${i}`, freshAddress())
        durations[kind].push(performance.now() - started)
        answers[kind].push(response)
      }
    }
    expect(answers.known.map(answerShape)).toEqual(answers.unknown.map(answerShape))
    expect(answers.known.every((response) => response.status === 401)).toBe(true)
    const ratio = median(durations.known) / median(durations.unknown)
    expect(ratio, `known ${median(durations.known)} ms, unknown ${median(durations.unknown)} ms`).toBeGreaterThan(0.5)
    expect(ratio, `known ${median(durations.known)} ms, unknown ${median(durations.unknown)} ms`).toBeLessThan(2)
  })
})

describe('the password check of the sign-in guard', () => {
  it("reads Payload's stored hash: the right password matches, a wrong one and no account do not", async () => {
    const { docs } = await t.payload.find({
      collection: 'users',
      where: { email: { equals: 'sales@staff-auth.test' } },
      showHiddenFields: true,
      overrideAccess: true,
    })
    const [stored] = docs
    // A failure here means a Payload upgrade changed how it stores passwords: update src/lib/auth/payload-password.ts.
    expect(stored.hash?.startsWith(CURRENT_HASH_PREFIX), 'Payload stores pbkdf2-sha256-v1 hashes').toBe(true)
    expect(await passwordMatches(stored, PASSWORD)).toBe(true)
    expect(await passwordMatches(stored, `${PASSWORD}x`)).toBe(false)
    expect(await passwordMatches(null, PASSWORD)).toBe(false)
    expect(await passwordMatches({ hash: stored.hash, salt: undefined }, PASSWORD)).toBe(false)
  })
})

describe('unlock', () => {
  it('only admins unlock an account', async () => {
    const body = { email: 'admin@staff-auth.test' }
    expect((await rest.call('POST', '/users/unlock', { body })).status).toBe(403)
    for (const role of ['sales', 'marketing', 'manager']) {
      expect((await rest.call('POST', '/users/unlock', { token: tokens[role], body })).status, role).toBe(403)
    }
    expect((await rest.call('POST', '/users/unlock', { token: tokens.admin, body: { email: 'sales@staff-auth.test' } })).status).toBe(200)
  })
})

describe('session cookie', () => {
  it('payload-token is Secure, HttpOnly and SameSite when the public origin is https', async () => {
    const response = await login('sales@staff-auth.test', PASSWORD, freshAddress())
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i)
  })
})
