/**
 * The checks made before a form post's body is read: a known form, a body kind that form takes, and the rate
 * limits. Cheap and Payload-free, so a flood is turned away without reading megabytes or touching the database.
 */
import { isFormSlug, type FormSlug } from '@/lib/leads/forms'
import { UNKNOWN_IP } from '@/lib/rate-limit/client-ip'
import type { RateLimitHit } from '@/lib/rate-limit/limiter'

import { bodyKindOf, formAccepts, maxBodyBytes, type BodyKind } from './parse-body'
import { INTAKE_MESSAGES, type FormLimiter, type FormRateRule } from './policy'
import { refused, refusedForm, type FormResult } from './result'

/** What is known of a form post before its body is read. */
export interface FormRequestHead {
  /** The `{form}` segment of the URL. */
  form: string
  contentType: string | null
  /** From clientIp(); UNKNOWN_IP skips the per-IP limits. */
  clientIp: string
}

export type Admission =
  | { ok: true; form: FormSlug; kind: BodyKind; contentType: string; maxBytes: number }
  | { ok: false; result: FormResult }

/** The rate-limit hits of one post: per form and IP, per IP, and per form site-wide. */
export function rateLimitHits(form: FormSlug, ip: string): Array<RateLimitHit<FormRateRule>> {
  const hits: Array<RateLimitHit<FormRateRule>> = [['formGlobal', form]]
  if (ip !== UNKNOWN_IP) hits.push(['formPerIp', `${form} ${ip}`], ['anyFormPerIp', ip])
  return hits
}

/** 404 for an unknown form, 400 for a body kind it does not take, 429 over a limit; otherwise how to read it. */
export function admitFormRequest(limiter: FormLimiter, head: FormRequestHead): Admission {
  if (!isFormSlug(head.form)) return { ok: false, result: refused(404) }
  const form = head.form
  const kind = bodyKindOf(head.contentType)
  if (!kind || !formAccepts(form, kind)) {
    return { ok: false, result: refusedForm(400, INTAKE_MESSAGES.contentType) }
  }
  const limit = limiter.consumeAll(rateLimitHits(form, head.clientIp))
  if (!limit.allowed) {
    const result = refusedForm(429, INTAKE_MESSAGES.tooMany(limit.retryAfterSeconds))
    return { ok: false, result: { ...result, retryAfterSeconds: limit.retryAfterSeconds } }
  }
  return { ok: true, form, kind, contentType: head.contentType ?? '', maxBytes: maxBodyBytes(kind) }
}

/** The 413 of a body over its bound: the résumé's message for the careers upload, `_form` otherwise. */
export function tooLarge(kind: BodyKind): FormResult {
  return kind === 'multipart'
    ? refused(413, { resume: INTAKE_MESSAGES.resumeTooLarge })
    : refusedForm(413, INTAKE_MESSAGES.tooLarge)
}
