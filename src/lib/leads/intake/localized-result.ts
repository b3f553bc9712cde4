import { translateErrors } from '@/lib/i18n/translate'

import { submissionLocale } from './locale'
import type { FormResult } from './result'

/**
 * An answer of the form endpoint in the post's language: its field and `_form` messages translated (the schemas
 * and checks speak English; src/lib/i18n/es-messages.ts). Anything else, cookies and statuses, is unchanged.
 */
export function localizedResult(result: FormResult, fields: Readonly<Record<string, unknown>>): FormResult {
  const locale = submissionLocale(fields)
  if (locale === 'en' || result.body.ok || !result.body.errors) return result
  return { ...result, body: { ...result.body, errors: translateErrors(result.body.errors, locale) } }
}
