import type { FormSlug } from '@/lib/leads/forms'
import type { FieldErrors } from '@/lib/leads/schemas/registry'

/** The registry's FORM_ERROR_KEY; importing its value would put every form's schema in the browser bundle. */
export const FORM_ERROR_KEY = '_form'

/** What became of a post to `/api/forms/{form}`, as the forms react to it. */
export type LeadPostResult =
  /**
   * `unchanged`: a 200 `{ ok, unchanged }`, nothing stored (a financing application identical to the last one).
   * `body`: the whole JSON answer, for a form whose answer carries more (the sell-or-trade offer).
   */
  | { kind: 'created'; leadId: string | null; unchanged: boolean; body: unknown }
  | { kind: 'invalid'; errors: FieldErrors }
  /** `errors`: the refusal's field messages besides `message`, e.g. `phone` of a 403 (phone not verified). */
  | { kind: 'refused'; message: string; status: number; errors: FieldErrors }
  | { kind: 'offline' }

/** Shown when an answer carries no message of its own. */
export const POST_MESSAGES = {
  offline: 'We could not reach the dealership. Check your connection and send the form again.',
  refused: 'We could not send the form. Please try again in a few minutes or call us.',
} as const

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function errorsOf(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {}
  return Object.fromEntries(
    Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

type Body = Record<string, unknown> | FormData

function send(url: string, body: Body): Promise<Response> {
  const multipart = body instanceof FormData
  return fetch(url, {
    method: 'POST',
    headers: multipart
      ? { Accept: 'application/json' }
      : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: multipart ? body : JSON.stringify(body),
  })
}

/** The body again with a solved challenge in the `altcha` field. */
function withChallenge(body: Body, altcha: string): Body {
  if (!(body instanceof FormData)) return { ...body, altcha }
  const copy = new FormData()
  for (const [name, value] of body.entries()) copy.append(name, value)
  copy.set('altcha', altcha)
  return copy
}

/**
 * Posts a lead form as JSON (docs/leads.md, "Lead forms endpoint"): 2xx → created; 400 with field errors → invalid
 * (they go back onto the fields); any other refusal → its `_form` (or first) message; no answer → offline.
 * A FormData body (the careers résumé) goes as multipart/form-data; the browser writes its Content-Type boundary.
 * A 428 carries a proof-of-work challenge (the site is under a flood of posts): it is solved unseen and the same
 * submission posted once more with the solution.
 */
export async function postLead(form: FormSlug, body: Body): Promise<LeadPostResult> {
  return postForm(`/api/forms/${form}`, body)
}

/** postLead to another endpoint that answers the same way (the alert sign-up, `/api/alerts`). */
export async function postForm(url: string, body: Body): Promise<LeadPostResult> {
  let response: Response
  let answer: unknown
  try {
    response = await send(url, body)
    answer = await response.json().catch(() => null)
    if (response.status === 428 && isRecord(answer)) {
      const { solveLeadChallenge } = await import('./solve-challenge')
      const altcha = await solveLeadChallenge(answer.challenge)
      if (altcha) {
        response = await send(url, withChallenge(body, altcha))
        answer = await response.json().catch(() => null)
      }
    }
  } catch {
    return { kind: 'offline' }
  }
  if (response.ok) {
    const leadId = isRecord(answer) && typeof answer.leadId === 'string' ? answer.leadId : null
    return { kind: 'created', leadId, unchanged: isRecord(answer) && answer.unchanged === true, body: answer }
  }
  const errors = errorsOf(answer)
  const fieldKeys = Object.keys(errors).filter((key) => key !== FORM_ERROR_KEY)
  if (response.status === 400 && fieldKeys.length > 0) return { kind: 'invalid', errors }
  const fields = Object.fromEntries(fieldKeys.map((key) => [key, errors[key]]))
  const message = errors[FORM_ERROR_KEY] ?? errors[fieldKeys[0]] ?? POST_MESSAGES.refused
  return { kind: 'refused', message, status: response.status, errors: fields }
}
