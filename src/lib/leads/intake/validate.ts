/**
 * Validation of a parsed form post: the form's shared zod schema (unknown fields dropped) and, for careers, the
 * résumé checked by its bytes. Pure; every message goes back with the field it belongs to.
 */
import { checkResume } from '@/lib/leads/resume'
import { parseForm, parseSubmission, type FieldErrors, type Submission } from '@/lib/leads/schemas/registry'

import { INTAKE_MESSAGES } from './policy'
import { refused, refusedForm, type FormResult } from './result'
import type { CheckedResume } from './store'
import type { FormPost } from './submission'

export type Validated = { ok: true; submission: Submission; resume: CheckedResume | null } | { ok: false; result: FormResult }

/** The typed submission of a post, or its 400 with every field's message. */
export function validatePost(post: FormPost): Validated {
  const { body: decoded, fields } = post
  if (!decoded.ok || !fields) return { ok: false, result: refusedForm(400, INTAKE_MESSAGES.unreadable) }
  const submission = parseSubmission(post.form, fields)
  const parsed = submission ? null : parseForm(post.form, fields)
  const errors: FieldErrors = parsed && !parsed.ok ? { ...parsed.errors } : {}
  let resume: CheckedResume | null = null
  if (post.form === 'careers') {
    // The file is checked by its bytes, never by its name or declared type, and reported with the fields.
    const check = checkResume(decoded.resume?.bytes)
    if (check.ok && decoded.resume) resume = { bytes: decoded.resume.bytes, type: check.type }
    else if (!check.ok) errors.resume = check.message
  }
  if (!submission || Object.keys(errors).length > 0) return { ok: false, result: refused(400, errors) }
  return { ok: true, submission, resume }
}
