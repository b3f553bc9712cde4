import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/lib/data/payload'
import { isCrossSiteRequest } from '@/lib/http/same-origin'
import {
  handlePhoneValidation,
  crossSiteRequest,
  serviceUnavailable,
  unreadableBody,
  type PhoneValidationResult,
} from '@/lib/phone-verification/handle'
import { createKeyLock } from '@/lib/phone-verification/lock'
import { createPhoneVerificationLimiter } from '@/lib/phone-verification/limiter'
import { MAX_BODY_BYTES } from '@/lib/phone-verification/policy'
import { readJsonBody } from '@/lib/phone-verification/read-body'
import { PHONE_COOKIE, PHONE_COOKIE_MAX_AGE_SECONDS, PHONE_VERIFIED_COOKIE } from '@/lib/phone-verification/verified'
import { clientIp } from '@/lib/http/client-ip'
import { smsSenderFromEnv } from '@/lib/sms/from-env'

// One of each per server process: the limiter (its counts in Redis with REDIS_URL, shared by every instance;
// otherwise the cluster primary's under `npm start`, shared by its workers), the per-phone lock and the sender's
// "logged once" live here.
const redisUrl = process.env.REDIS_URL || undefined
const limiter = createPhoneVerificationLimiter({ redisUrl })
const lock = createKeyLock({ redisUrl })
const sender = smsSenderFromEnv()

/**
 * SMS phone verification: `{ phone, type: 'phone-validation' }` sends a code,
 * `{ phone, type: 'code-verification', code }` checks it and stores phone and phoneVerified in the visitor's
 * cookies. The work is handlePhoneValidation's; this reads the body, the IP and sets headers and cookies.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request.headers)) return toResponse(crossSiteRequest())
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return toResponse(unreadableBody(body.reason))
  let result: PhoneValidationResult
  try {
    const payload = await getPayloadClient()
    const deps = { payload, sender, limiter, lock, now: () => new Date() }
    result = await handlePhoneValidation(deps, body.value, clientIp(request.headers))
  } catch {
    // handlePhoneValidation never throws; only starting Payload (the database) can fail here.
    result = serviceUnavailable()
  }
  return toResponse(result)
}

function toResponse(result: PhoneValidationResult): Response {
  const response = NextResponse.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } })
  if (result.retryAfterSeconds) response.headers.set('Retry-After', String(result.retryAfterSeconds))
  if (result.verified) {
    const cookie = { secure: true, sameSite: 'lax', path: '/', maxAge: PHONE_COOKIE_MAX_AGE_SECONDS } as const
    response.cookies.set(PHONE_COOKIE, result.verified.phone, cookie)
    // The proof is a credential for isPhoneVerified: scripts need not (and must not) read it.
    response.cookies.set(PHONE_VERIFIED_COOKIE, result.verified.proof, { ...cookie, httpOnly: true })
  }
  return response
}
