import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ABUSE_RULES } from '@/lib/abuse/policy'

import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { answerShape, median, restClient, type RestClient, type RestResponse } from '../helpers/rest'
import { startLoopbackSmtp, type LoopbackSmtp, type ReceivedMail } from '../helpers/smtp'

/**
 * "Forgot password" against strangers, through Payload's REST and GraphQL handlers on a throwaway SQLite file with a
 * real loopback SMTP server: a staff email and an unknown one answer the same, as fast; the staff member still gets
 * the reset email and its token resets the password; requests are throttled per client address and per email.
 * TRUST_PROXY=1 makes X-Forwarded-For the client address, as behind a proxy.
 */

const PASSWORD = 'forgot-password-pass-1'
const NEW_PASSWORD = 'forgot-password-new-pass-2'

let t: TestPayload
let rest: RestClient
let smtp: LoopbackSmtp

let addressCount = 0
const freshAddress = () => {
  addressCount += 1
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`
}

const forgot = (email: string, address: string): Promise<RestResponse> =>
  rest.call('POST', '/users/forgot-password', { body: { email }, headers: { 'X-Forwarded-For': address } })

async function createAccount(email: string): Promise<void> {
  await t.payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'sales' }, context: NO_REVALIDATE })
}

/** The first mail to `to` the SMTP server received, waiting up to `timeoutMs` for it. */
async function mailTo(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = smtp.received.find((each) => each.to.includes(to))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The reset token of a reset email's link (quoted-printable soft line breaks undone). */
function resetToken(mail: ReceivedMail): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')
  const match = /\/reset\/([0-9a-f]{40})/.exec(text)
  if (!match) throw new Error(`no reset link in ${text}`)
  return match[1]
}

beforeAll(async () => {
  smtp = await startLoopbackSmtp()
  t = await createTestPayload('forgot-password', {
    JOBS_AUTORUN: 'false',
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    EMAIL_FROM: 'website@forgot-password.test',
  })
  rest = restClient(t.config)
})

afterAll(async () => {
  await t?.cleanup()
  await smtp?.close()
})

describe('known and unknown emails are indistinguishable', () => {
  it('a staff and an unknown email get the same answer, as fast (ratio of medians)', async () => {
    const durations: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
    const answers: Record<'known' | 'unknown', RestResponse[]> = { known: [], unknown: [] }
    // Interleaved, so a slower moment of the shared machine hits both alike. Each staff email once: Payload sends
    // one email at most every 15 s per account and would answer a repeat without any work.
    for (let i = 0; i < 9; i++) {
      const email = `timed-${i}@forgot-password.test`
      await createAccount(email)
      for (const [kind, target] of [
        ['known', email],
        ['unknown', `timed-nobody-${i}@forgot-password.test`],
      ] as const) {
        const started = performance.now()
        const response = await forgot(target, freshAddress())
        durations[kind].push(performance.now() - started)
        answers[kind].push(response)
        // The staff member's email is on its way or arrived: wait for it (and the work after it) outside the timed
        // requests, so work after one answer never slows the next request measured.
        if (kind === 'known') {
          await mailTo(email)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
    }
    expect(answers.known.map(answerShape)).toEqual(answers.unknown.map(answerShape))
    expect(answers.known.every((response) => response.status === 200)).toBe(true)
    const ratio = median(durations.known) / median(durations.unknown)
    const detail = `known ${median(durations.known).toFixed(1)} ms, unknown ${median(durations.unknown).toFixed(1)} ms`
    expect(ratio, detail).toBeGreaterThan(0.5)
    expect(ratio, detail).toBeLessThan(2)
  })

  it('GraphQL answers the same for a staff and an unknown email, and the staff member gets the email', async () => {
    const email = 'graphql@forgot-password.test'
    await createAccount(email)
    const mutation = (target: string) => `mutation { forgotPasswordUser(email: ${JSON.stringify(target)}) }`
    const known = await rest.graphql(mutation(email), undefined, { 'X-Forwarded-For': freshAddress() })
    const unknown = await rest.graphql(mutation('graphql-nobody@forgot-password.test'), undefined, {
      'X-Forwarded-For': freshAddress(),
    })
    expect(known).toEqual({ data: { forgotPasswordUser: true } })
    expect(unknown).toEqual(known)
    expect(resetToken(await mailTo(email))).toMatch(/^[0-9a-f]{40}$/)
  })
})

describe('the staff member still gets a working reset email', () => {
  it("the emailed token sets a new password, as the admin's forgot-password page does", async () => {
    const email = 'owner@forgot-password.test'
    await createAccount(email)
    const answer = await forgot(email, freshAddress())
    expect(answer.status).toBe(200)
    const token = resetToken(await mailTo(email))

    const reset = await rest.call('POST', '/users/reset-password', { body: { token, password: NEW_PASSWORD } })
    expect(reset.status).toBe(200)
    expect((await rest.call('POST', '/users/login', { body: { email, password: NEW_PASSWORD } })).status).toBe(200)
    expect((await rest.call('POST', '/users/login', { body: { email, password: PASSWORD } })).status).toBe(401)
  })

  it('a mail server refusing the email is logged, the answer is the same, and asking again works', async () => {
    const email = 'refused@forgot-password.test'
    await createAccount(email)
    const logged = vi.spyOn(t.payload.logger, 'error')
    smtp.refused.add(email)
    try {
      const answer = await forgot(email, freshAddress())
      const unknown = await forgot('refused-nobody@forgot-password.test', freshAddress())
      expect(answer.status).toBe(200)
      expect(answerShape(answer)).toEqual(answerShape(unknown))
      // The failure after the answer is logged (nothing thrown where nobody catches it).
      await expect
        .poll(() => logged.mock.calls.some(([entry]) => JSON.stringify(entry ?? '').includes('Password reset request failed')))
        .toBe(true)
    } finally {
      smtp.refused.delete(email)
      logged.mockRestore()
    }
    // Payload released its once-per-15-seconds hold on the failed send: the owner asking again gets the email.
    expect((await forgot(email, freshAddress())).status).toBe(200)
    expect(resetToken(await mailTo(email))).toMatch(/^[0-9a-f]{40}$/)
  })
})

describe('nobody can mail-bomb a staff member', () => {
  it('one address is refused with 429 past its limit, whatever the emails', async () => {
    const address = freshAddress()
    const limit = ABUSE_RULES.forgotPasswordPerIp.points
    for (let i = 0; i < limit; i++) {
      expect((await forgot(`bomb-${i}@forgot-password.test`, address)).status).toBe(200)
    }
    const refused = await forgot('bomb-last@forgot-password.test', address)
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.body)).toMatch(/too many password reset requests.*try again in \d+ minutes?/i)
    expect((await forgot('bomb-last@forgot-password.test', freshAddress())).status).toBe(200)
  })

  it('one email is refused with 429 past its limit from any address, the same for a staff and an unknown email', async () => {
    const email = 'target@forgot-password.test'
    const unknown = 'target-nobody@forgot-password.test'
    await createAccount(email)
    const limit = ABUSE_RULES.forgotPasswordPerAccount.points
    for (const target of [email, unknown]) {
      for (let i = 0; i < limit; i++) expect((await forgot(target, freshAddress())).status, target).toBe(200)
    }
    const real = await forgot(email, freshAddress())
    const fake = await forgot(unknown, freshAddress())
    expect(real.status).toBe(429)
    expect(answerShape(real)).toEqual(answerShape(fake))
    // GraphQL is the same request and meets the same limit.
    const graphql = await rest.graphql(`mutation { forgotPasswordUser(email: ${JSON.stringify(email)}) }`, undefined, {
      'X-Forwarded-For': freshAddress(),
    })
    expect(graphql.errors?.[0]?.extensions?.statusCode).toBe(429)
    // At most one email went out: Payload itself sends one per account every 15 seconds at most.
    await mailTo(email)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1)
  })
})
