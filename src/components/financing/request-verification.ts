import {
  readVerificationAnswer,
  VERIFICATION_FALLBACK,
  type VerificationOutcome,
  type VerificationRequest,
} from '@/lib/financing/verification'

/**
 * One call of `POST /api/customer/phoneValidation` (SPEC section 7): asks for a code, or checks one. A verified
 * code makes the server set the visitor's phone and phoneVerified cookies, which the pre-approval post needs.
 */
export async function requestVerification(
  request: VerificationRequest,
  phone: string,
  code?: string,
): Promise<VerificationOutcome> {
  let response: Response
  try {
    response = await fetch('/api/customer/phoneValidation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request === 'phone-validation' ? { type: request, phone } : { type: request, phone, code }),
    })
  } catch {
    return { ok: false, errors: { error: VERIFICATION_FALLBACK.offline } }
  }
  const body: unknown = await response.json().catch(() => null)
  return readVerificationAnswer(request, response.ok, body)
}
