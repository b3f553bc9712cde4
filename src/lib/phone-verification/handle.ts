import type { Payload } from 'payload'

import type { LimitHit } from '@/lib/abuse/limiter'
import { CROSS_SITE_MESSAGE } from '@/lib/http/same-origin'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { translateText } from '@/lib/i18n/translate'
import { phoneForProvider } from '@/lib/phone'
import { UNKNOWN_IP } from '@/lib/http/client-ip'
import { SmsError, type SmsSender } from '@/lib/sms/sender'

import { checkCode } from './check'
import { generateCode, generateProof, secretHash } from './code'
import { parsePhoneValidationInput, type PhoneValidationErrors } from './input'
import { SERVER_MESSAGES, smsBody } from './messages'
import type { PhoneVerificationLimiter } from './limiter'
import { CODE_TTL_MS, type PhoneVerificationRule } from './policy'
import { findVerification, pruneStaleVerifications, storeCode, storeVerified, storeWrongAttempt } from './store'
import { processKeyLock, type KeyLock } from './lock'

export type PhoneVerificationDeps = {
  payload: Payload
  sender: SmsSender
  limiter: PhoneVerificationLimiter
  /** One request per phone at a time; shared through Redis by the route when `REDIS_URL` is set. */
  lock?: KeyLock
  now: () => Date
}

/**
 * The JSON answer of POST /api/customer/phoneValidation. `error` is null on success; on failure it holds one
 * message per key — `phone` or `code` for the field to show it under (server refusals go under
 * phone while requesting a code and under code while verifying), `error` for the request as a whole — and
 * `message` repeats the first of them for clients that show a single line.
 */
export type PhoneValidationAnswer =
  | { success: true; error: null; message: string; phone: string }
  | { success: false; error: PhoneValidationErrors; message: string }

export type PhoneValidationResult = {
  status: 200 | 400 | 403 | 429 | 502 | 503
  body: PhoneValidationAnswer
  /** Set with 429: seconds for the Retry-After header. */
  retryAfterSeconds?: number
  /** Set when a code was verified: what the route stores in the visitor's cookies. */
  verified?: { phone: string; proof: string }
}

/**
 * Requests a code (`type: 'phone-validation'`) or checks one (`type: 'code-verification'`) for the parsed JSON
 * body `body`. Never throws: bad input answers 400, limits 429, SMS trouble 502/503, a database failure 503.
 */
export async function handlePhoneValidation(
  deps: PhoneVerificationDeps,
  body: unknown,
  clientIp: string,
): Promise<PhoneValidationResult> {
  const parsed = parsePhoneValidationInput(body)
  if (!parsed.ok) return failure(400, parsed.errors)
  const { input } = parsed
  const field = input.type === 'phone-validation' ? 'phone' : 'code'
  try {
    if (input.type === 'phone-validation') return await sendCode(deps, input.phone, clientIp, localeOf(body))
    return await verifyCode(deps, input.phone, input.code, clientIp)
  } catch (error) {
    deps.payload.logger.error({ err: error }, 'phone verification failed')
    return failure(503, { [field]: SERVER_MESSAGES.unavailable })
  }
}

/** The language of the text message: the body's `locale` ('es' from the Spanish site), English otherwise. */
function localeOf(body: unknown): Locale {
  const locale = typeof body === 'object' && body !== null ? Reflect.get(body, 'locale') : undefined
  return isLocale(locale) ? locale : 'en'
}

async function sendCode(
  deps: PhoneVerificationDeps,
  phone: string,
  ip: string,
  locale: Locale,
): Promise<PhoneValidationResult> {
  const hits: Array<LimitHit<PhoneVerificationRule>> = [
    ['smsPerPhone', phone],
    ['smsGlobal', 'all'],
  ]
  if (ip !== UNKNOWN_IP) hits.push(['smsPerIp', ip])
  const limit = await deps.limiter.consumeAll(hits)
  if (!limit.allowed) return rateLimited({ phone: SERVER_MESSAGES.tooManySends(limit.retryAfterSeconds) }, limit)

  const { payload, sender } = deps
  const now = deps.now()
  const code = generateCode()
  await (deps.lock ?? processKeyLock).run(phone, () =>
    storeCode(payload, phone, {
      codeHash: secretHash(payload.secret, 'code', phone, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    }),
  )
  try {
    await sender.send({ to: phoneForProvider(phone), body: translateText(smsBody(code), locale) })
  } catch (error) {
    const unconfigured = error instanceof SmsError && error.kind === 'unconfigured'
    // An unconfigured sender logs its own reason once; a failed send is worth a line each time.
    if (!unconfigured) payload.logger.error({ err: error, sender: sender.name }, 'SMS verification code not sent')
    return unconfigured
      ? failure(503, { phone: SERVER_MESSAGES.smsUnavailable })
      : failure(502, { phone: SERVER_MESSAGES.smsFailed })
  }
  await pruneStaleVerifications(payload, now).catch((error: unknown) => {
    payload.logger.warn({ err: error }, 'could not prune old phone verifications')
  })
  return { status: 200, body: { success: true, error: null, message: SERVER_MESSAGES.codeSent(phone), phone } }
}

async function verifyCode(
  deps: PhoneVerificationDeps,
  phone: string,
  code: string,
  ip: string,
): Promise<PhoneValidationResult> {
  if (ip !== UNKNOWN_IP) {
    const limit = await deps.limiter.consume('verifyPerIp', ip)
    if (!limit.allowed) return rateLimited({ code: SERVER_MESSAGES.tooManyAttempts(limit.retryAfterSeconds) }, limit)
  }
  const { payload } = deps
  return (deps.lock ?? processKeyLock).run(phone, async () => {
    const now = deps.now()
    const record = await findVerification(payload, phone)
    const check = checkCode(record, secretHash(payload.secret, 'code', phone, code), now)
    if (!record || check.outcome === 'none') return failure(400, { code: SERVER_MESSAGES.noCode })
    if (check.outcome === 'dead') return failure(400, { code: SERVER_MESSAGES.dead })
    if (check.outcome === 'expired') return failure(400, { code: SERVER_MESSAGES.expired })
    if (check.outcome === 'wrong') {
      await storeWrongAttempt(payload, record.id, check.attempts)
      return failure(400, { code: SERVER_MESSAGES.wrong(check.triesLeft) })
    }
    const proof = generateProof()
    await storeVerified(payload, record.id, {
      verifiedAt: now,
      proofHash: secretHash(payload.secret, 'proof', phone, proof),
    })
    return {
      status: 200,
      body: { success: true, error: null, message: SERVER_MESSAGES.verified, phone },
      verified: { phone, proof },
    }
  })
}

/** The answer to a body that could not be read (too large, not JSON): 400 keyed `error`. */
export function unreadableBody(reason: 'too-large' | 'malformed'): PhoneValidationResult {
  return failure(400, { error: reason === 'too-large' ? SERVER_MESSAGES.bodyTooLarge : SERVER_MESSAGES.bodyNotJson })
}

/** The answer to a browser posting from another site: 403 keyed `error`. */
export function crossSiteRequest(): PhoneValidationResult {
  return failure(403, { error: CROSS_SITE_MESSAGE })
}

/** The answer when the server cannot work at all (Payload failed to start): 503 keyed `error`. */
export function serviceUnavailable(): PhoneValidationResult {
  return failure(503, { error: SERVER_MESSAGES.unavailable })
}

function failure(status: PhoneValidationResult['status'], errors: PhoneValidationErrors): PhoneValidationResult {
  const message = errors.phone ?? errors.code ?? errors.error ?? SERVER_MESSAGES.unavailable
  return { status, body: { success: false, error: errors, message } }
}

function rateLimited(errors: PhoneValidationErrors, limit: { retryAfterSeconds: number }): PhoneValidationResult {
  return { ...failure(429, errors), retryAfterSeconds: limit.retryAfterSeconds }
}
