/**
 * The checks made before a form post's body is read: a known form and a body kind that form takes. The abuse
 * limits come once the (bounded) body is read, so a refused submission can still be logged whole.
 */
import { isFormSlug, type FormSlug } from '@/lib/leads/forms'

import { bodyKindOf, formAccepts, maxBodyBytes, type BodyKind } from './parse-body'
import { INTAKE_MESSAGES } from './policy'
import { refused, refusedForm, type FormResult } from './result'

/** What is known of a form post before its body is read. */
export interface FormRequestHead {
  /** The `{form}` segment of the URL. */
  form: string
  contentType: string | null
  /** From clientIp(); UNKNOWN_IP skips the per-address limits. */
  clientIp: string
}

export type Admission =
  | { ok: true; form: FormSlug; kind: BodyKind; contentType: string; maxBytes: number }
  | { ok: false; result: FormResult }

/** 404 for an unknown form, 400 for a body kind it does not take; otherwise how to read it. */
export function admitFormRequest(head: FormRequestHead): Admission {
  if (!isFormSlug(head.form)) return { ok: false, result: refused(404) }
  const form = head.form
  const kind = bodyKindOf(head.contentType)
  if (!kind || !formAccepts(form, kind)) {
    return { ok: false, result: refusedForm(400, INTAKE_MESSAGES.contentType) }
  }
  return { ok: true, form, kind, contentType: head.contentType ?? '', maxBytes: maxBodyBytes(kind) }
}

/** The 413 of a body over its bound: the résumé's message for the careers upload, `_form` otherwise. */
export function tooLarge(kind: BodyKind): FormResult {
  return kind === 'multipart'
    ? refused(413, { resume: INTAKE_MESSAGES.resumeTooLarge })
    : refusedForm(413, INTAKE_MESSAGES.tooLarge)
}
