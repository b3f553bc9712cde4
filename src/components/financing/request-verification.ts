import {
  readVerificationAnswer,
  VERIFICATION_FALLBACK,
  type VerificationOutcome,
  type VerificationRequest,
} from '@/lib/financing/verification'
import type { Locale } from '@/lib/i18n/locales'

/**
 * One call of `POST /api/customer/phoneValidation` (phone, type, code when verifying): asks for a code, or checks
 * one. A verified code makes the server set the visitor's phone and phoneVerified cookies, which the pre-approval
 * post needs.
 */
export async function requestVerification(
  request: VerificationRequest,
  phone: string,
  code?: string,
  locale: Locale = 'en',
): Promise<VerificationOutcome> {
  // `locale` only when Spanish: the code's text message is then sent in Spanish; English posts are as before.
  const language = locale === 'en' ? {} : { locale }
  let response: Response
  try {
    response = await fetch('/api/customer/phoneValidation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(
        request === 'phone-validation' ? { type: request, phone, ...language } : { type: request, phone, code },
      ),
    })
  } catch {
    return { ok: false, errors: { error: VERIFICATION_FALLBACK.offline } }
  }
  const body: unknown = await response.json().catch(() => null)
  return readVerificationAnswer(request, response.ok, body)
}
