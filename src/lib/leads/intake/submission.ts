/**
 * The entry of `POST /api/forms/{form}`: a request parsed once into a typed post — the admitted form and body kind
 * (before the body is read), the bounded read, the decoded body, the visitor as their cookies say (the Cookie
 * header parsed here and nowhere after) and the client's address. Every step after it reads the post, never the
 * request.
 */
import { parseCookieHeader } from '@/lib/cookies/header'
import { readBodyBytes } from '@/lib/http/read-body'
import type { FormSlug } from '@/lib/leads/forms'
import { clientIp } from '@/lib/http/client-ip'

import { admitFormRequest, tooLarge, type Admission, type FormRequestHead } from './admit'
import { decodeBody, type BodyKind, type DecodedBody } from './parse-body'
import { INTAKE_MESSAGES } from './policy'
import { refusedForm, type FormResult } from './result'

/** The visitor's cookies by name, as the browser sent them. */
export type VisitorCookies = Readonly<Record<string, string | undefined>>

/** A form post, parsed. */
export interface FormPost {
  form: FormSlug
  kind: BodyKind
  /** The decoded body (its résumé part for careers); `{ ok: false }` when it could not be read. */
  body: DecodedBody
  /** The body's fields before any schema (what the abuse checks and the answer's language read); null unless an object. */
  fields: Readonly<Record<string, unknown>> | null
  visitor: VisitorCookies
  /** From clientIp(); UNKNOWN_IP skips the per-address limits. */
  client: { ip: string }
}

/** A form post whose body was already read (what integration tests post). */
export interface FormSubmissionInput extends FormRequestHead {
  body: Uint8Array
  cookies: VisitorCookies
}

export type FormEntry = { ok: true; post: FormPost } | { ok: false; result: FormResult }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A request as a post: the body is read only after admission, and never past its bound. */
export async function readFormPost(request: Request, form: string): Promise<FormEntry> {
  const head = { form, contentType: request.headers.get('content-type'), clientIp: clientIp(request.headers) }
  const admission = admitFormRequest(head)
  if (!admission.ok) return admission
  const body = await readBodyBytes(request, admission.maxBytes)
  if (!body.ok) {
    const result = body.reason === 'too-large' ? tooLarge(admission.kind) : refusedForm(400, INTAKE_MESSAGES.unreadable)
    return { ok: false, result }
  }
  const visitor = parseCookieHeader(request.headers.get('cookie'))
  return { ok: true, post: await decodePost(admission, body.bytes, visitor, head.clientIp) }
}

/** A body already in memory as a post, under the same admission and bound. */
export async function formPostOf(input: FormSubmissionInput): Promise<FormEntry> {
  const admission = admitFormRequest(input)
  if (!admission.ok) return admission
  if (input.body.byteLength > admission.maxBytes) return { ok: false, result: tooLarge(admission.kind) }
  return { ok: true, post: await decodePost(admission, input.body, input.cookies, input.clientIp) }
}

async function decodePost(
  admission: Extract<Admission, { ok: true }>,
  bytes: Uint8Array,
  visitor: VisitorCookies,
  ip: string,
): Promise<FormPost> {
  // decodeBody never throws: an unreadable body is `{ ok: false }`, refused by validation and answered in English.
  const body = await decodeBody(admission.kind, admission.contentType, bytes)
  const fields = body.ok && isRecord(body.fields) ? body.fields : null
  return { form: admission.form, kind: admission.kind, body, fields, visitor, client: { ip } }
}
