import { after, NextResponse } from 'next/server'

import { handleAlertPost, type AlertResult } from '@/lib/alerts/intake'
import { getPayloadClient } from '@/lib/data/payload'
import { readBodyBytes } from '@/lib/http/read-body'
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@/lib/http/same-origin'
import { runLeadDeliveries } from '@/lib/leads/delivery/queue'
import { parseCookieHeader } from '@/lib/cookies/header'
import { createFormLimiter, INTAKE_MESSAGES, MAX_JSON_BYTES } from '@/lib/leads/intake/policy'
import { clientIp } from '@/lib/http/client-ip'

// One per server process: the alert sign-ups' limits count here, as the lead forms' do in theirs.
const limiter = createFormLimiter()

/**
 * `POST /api/alerts`: a price-drop or saved-search alert sign-up. The work is handleAlertPost's
 * (src/lib/alerts/intake.ts); once a confirmation is queued the lead queue runs right after answering.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request.headers)) return toResponse({ status: 403, body: { ok: false, errors: { _form: CROSS_SITE_MESSAGE } } })
  const body = await readBodyBytes(request, MAX_JSON_BYTES)
  if (!body.ok) {
    const message = body.reason === 'too-large' ? INTAKE_MESSAGES.tooLarge : INTAKE_MESSAGES.unreadable
    return toResponse({ status: body.reason === 'too-large' ? 413 : 400, body: { ok: false, errors: { _form: message } } })
  }
  const payload = getPayloadClient()
  payload.catch(() => undefined)
  const result = await handleAlertPost(
    { payload, limiter, now: () => new Date() },
    {
      contentType: request.headers.get('content-type'),
      clientIp: clientIp(request.headers),
      cookies: parseCookieHeader(request.headers.get('cookie')),
      body: body.bytes,
    },
  )
  if (result.queued && process.env.JOBS_AUTORUN !== 'false') sendAfterAnswer(payload)
  return toResponse(result)
}

function sendAfterAnswer(payload: ReturnType<typeof getPayloadClient>): void {
  try {
    after(async () => {
      const instance = await payload
      await runLeadDeliveries(instance).catch((error: unknown) =>
        instance.logger.error({ err: error, msg: 'alert confirmation after a sign-up failed; autoRun retries it' }),
      )
    })
  } catch {
    // Outside a Next request there is no `after`; autoRun sends it.
  }
}

function toResponse(result: AlertResult): Response {
  const response = NextResponse.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } })
  if (result.retryAfterSeconds) response.headers.set('Retry-After', String(result.retryAfterSeconds))
  return response
}
