/**
 * The identity numbers of a full credit application (SSNs, dates of birth) and the submission they arrive in: they
 * are stored only encrypted, in the lead's `sensitive` group, never in its `payload` json. Pure.
 */
import type { Lead } from '@/payload-types'

/** The encrypted group of a lead: applicant and co-borrower SSN and date of birth. */
export type SensitiveIdentity = NonNullable<Lead['sensitive']>
type LeadJson = Lead['payload']
type Json = unknown

/** The fields of SensitiveIdentity. */
export const SENSITIVE_FIELDS = ['ssn', 'dateOfBirth', 'coBorrowerSsn', 'coBorrowerDateOfBirth'] as const

// Keys that hold an identity number or a birth date wherever they appear in a submission.
const SENSITIVE_KEY = /^(ssn|socialsecuritynumber|dateofbirth|dob|birthdate)$/i

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: Json): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)

/** A copy of the value without any sensitive key, at any depth. */
function withoutSensitiveKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutSensitiveKeys)
  return isRecord(value) ? recordWithoutSensitiveKeys(value) : value
}

function recordWithoutSensitiveKeys(value: Record<string, Json>): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SENSITIVE_KEY.test(key))
      .map(([key, entry]) => [key, withoutSensitiveKeys(entry)]),
  )
}

/** The applicant's SSN and date of birth where the credit application schema puts them (ssn, user.dateOfBirth). */
function identityOf(part: Json): { ssn?: string; dateOfBirth?: string } {
  if (!isRecord(part)) return {}
  const user = isRecord(part.user) ? part.user : {}
  return { ssn: text(part.ssn), dateOfBirth: text(user.dateOfBirth) ?? text(part.dateOfBirth) }
}

/**
 * Splits a submitted form (the `payload` json) into what may be stored in clear and the identity numbers of a
 * full credit application, which belong in the encrypted `sensitive` group. Every other SSN- or birth-date-like
 * key is dropped. Pure.
 */
export function splitSensitive(payload: LeadJson): { payload: LeadJson; sensitive: SensitiveIdentity } {
  const applicant = identityOf(payload)
  const coBorrower = identityOf(isRecord(payload) ? payload.coBorrower : undefined)
  let cleaned: LeadJson = payload
  if (Array.isArray(payload)) cleaned = payload.map(withoutSensitiveKeys)
  else if (isRecord(payload)) cleaned = recordWithoutSensitiveKeys(payload)
  return {
    payload: cleaned,
    sensitive: {
      ssn: applicant.ssn,
      dateOfBirth: applicant.dateOfBirth,
      coBorrowerSsn: coBorrower.ssn,
      coBorrowerDateOfBirth: coBorrower.dateOfBirth,
    },
  }
}
