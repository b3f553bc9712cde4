import type { CollectionBeforeChangeHook } from 'payload'

import { SENSITIVE_FIELDS, splitSensitive, type SensitiveIdentity } from '@/lib/crypto/sensitive-submission'
import type { Lead } from '@/payload-types'

/**
 * Keeps SSNs and dates of birth out of the `payload` json, whoever writes the lead: values found there move into
 * `sensitive` (unless given there explicitly), whose field hooks encrypt them next.
 */
export const moveSensitiveData: CollectionBeforeChangeHook<Lead> = ({ data }) => {
  if (data.payload === undefined || data.payload === null) return data
  const split = splitSensitive(data.payload)
  const given = data.sensitive ?? {}
  const sensitive: SensitiveIdentity = { ...given }
  for (const key of SENSITIVE_FIELDS) {
    const value = split.sensitive[key]
    if (value && !given[key]) sensitive[key] = value
  }
  return { ...data, payload: split.payload, sensitive }
}
