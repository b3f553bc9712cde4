/**
 * Per-form rules that need the server's data, checked after validation and before anything is stored:
 * - apply-financing, variant free-credit-score-pre-approval: the submitted phone must have been verified by SMS
 *   code in this browser within 30 minutes (isPhoneVerified with the phoneVerified proof cookie), else 403 with
 *   the message under `phone`. 403 rather than 400: the fields are valid, a step is missing.
 * - apply-financing: the same data as the last application from this browser answers 200 `{ ok, unchanged }`
 *   and stores nothing.
 * - test-drive: the time must be inside the sales hours of the vehicle's location, in its time zone (400 under
 *   `time`).
 * - service-appointment: the start must be in the future and inside the service hours of the chosen location (the
 *   form's, else the visitor's selected store), else the store's (400 under `start`).
 */
import type { Payload } from 'payload'

import type { Submission } from '@/lib/leads/schemas/registry'
import { VISITOR_COOKIES } from '@/lib/leads/visitor'
import { isPhoneVerified, PHONE_VERIFIED_COOKIE } from '@/lib/phone-verification/verified'

import { financingDigest, financingUnchanged } from './financing'
import { salesHoursFor, serviceHoursFor } from './lookups'
import { FINANCING_COOKIE, INTAKE_MESSAGES } from './policy'
import { refused, type FormResult } from './result'
import { checkServiceSlot, checkTestDriveSlot } from './test-drive-slot'

/** The answer that stops a valid submission before it is stored, or null to go on. */
export async function formRuleAnswer(
  payload: Payload,
  submission: Submission,
  cookies: Readonly<Record<string, string | undefined>>,
  now: Date,
): Promise<FormResult | null> {
  if (submission.form === 'apply-financing') {
    const data = submission.data
    if (data.variant === 'free-credit-score-pre-approval') {
      const verified = await isPhoneVerified(payload, data.phone, cookies[PHONE_VERIFIED_COOKIE], now)
      if (!verified) return refused(403, { phone: INTAKE_MESSAGES.phoneNotVerified })
    }
    if (financingUnchanged(cookies[FINANCING_COOKIE], financingDigest(payload.secret, data))) {
      return { status: 200, body: { ok: true, unchanged: true }, cookies: [] }
    }
  }
  if (submission.form === 'test-drive') {
    const { day, time, vehicleId } = submission.data
    const slot = checkTestDriveSlot({ day, time }, await salesHoursFor(payload, vehicleId), now)
    if (!slot.ok) return refused(400, { time: slot.message })
  }
  if (submission.form === 'service-appointment') {
    const { start, selectedStore } = submission.data
    const hours = await serviceHoursFor(payload, selectedStore ?? cookies[VISITOR_COOKIES.userSelectedStore])
    const slot = checkServiceSlot(start, hours, now)
    if (!slot.ok) return refused(400, { start: slot.message })
  }
  return null
}
