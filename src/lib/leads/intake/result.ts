/** The answers of `POST /api/forms/{form}`, as the core returns them and the route sends them. */
import { FORM_ERROR_KEY, type FieldErrors } from '@/lib/leads/schemas/registry'
import type { StoredTradeOffer } from '@/lib/leads/schemas/sell-trade'

import type { ResponseCookie } from '@/lib/cookies/header'

/** The JSON body of an answer; a sell-or-trade lead's 201 also carries the offer it got. */
export type FormAnswer =
  | { ok: true; leadId: string; offer?: StoredTradeOffer | null }
  | { ok: true; unchanged: true }
  /** `challenge`: with 428, the proof-of-work the browser solves before it posts again (src/lib/abuse). */
  | { ok: false; errors?: FieldErrors; challenge?: unknown }

export type FormStatus = 200 | 201 | 400 | 403 | 404 | 413 | 428 | 429 | 503

export interface FormResult {
  status: FormStatus
  body: FormAnswer
  /** Cookies to set on the answer (only ever on a 201). */
  cookies: ResponseCookie[]
  /** With 429: seconds for the Retry-After header. */
  retryAfterSeconds?: number
  /** Set when this request stored a new lead: the route may run the delivery queue after answering. */
  createdLeadId?: string
}

/** A refusal with field messages (or none, for 404). */
export function refused(status: Exclude<FormStatus, 200 | 201>, errors?: FieldErrors): FormResult {
  return { status, body: errors ? { ok: false, errors } : { ok: false }, cookies: [] }
}

/** A refusal about the request as a whole, under the `_form` key. */
export function refusedForm(status: Exclude<FormStatus, 200 | 201>, message: string): FormResult {
  return refused(status, { [FORM_ERROR_KEY]: message })
}
