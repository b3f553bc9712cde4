/**
 * The parts every lead form schema is built from: the submission context (idempotency key, page, vehicle,
 * selected store), the visitor's contact fields and the optional address. Unknown keys are dropped by zod's
 * default object behaviour (strip), at every level.
 */
import { z } from 'zod'

import { LOCALES } from '@/lib/i18n/locales'

import {
  LIMITS,
  MESSAGES,
  email,
  firstName,
  idempotencyKey,
  lastName,
  optionalChoice,
  optionalDocumentId,
  optionalText,
  optionalZipCode,
  pageUrl,
  phone,
} from '../validation'

/** Sent with every submission; the React form fills them itself (crypto.randomUUID(), location.href…). */
export const contextFields = {
  /** One per submission attempt: a repeat with the same key returns the first answer and makes no second lead. */
  idempotencyKey: idempotencyKey(),
  pageUrl: pageUrl(),
  /** The vehicle the page is about, when there is one. */
  vehicleId: optionalDocumentId(),
  /** The location the visitor picked (userSelectedStore cookie), when there is one. */
  selectedStore: optionalDocumentId(),
  /** The language of the page the form was on ('es' from the Spanish site; absent means English). */
  locale: optionalChoice(LOCALES),
}

/** User info is valid only when first name, last name, email and phone all pass. */
export const userFields = {
  firstName: firstName(),
  lastName: lastName(),
  email: email(),
  phone: phone(),
}

/** The four contact fields alone, to check them apart from the rest of a form. */
export const userSchema = z.object(userFields)

/** An address as the visitor profile keeps it (address, apartment, city, state, zipCode). */
export interface Address {
  address: string
  apartment?: string
  city: string
  state: string
  zipCode: string
}

/**
 * An optional address: every part is optional, and the address is kept only when address, city, state and zip
 * are all non-empty; otherwise it comes out as undefined. A malformed ZIP is still an error.
 */
export const addressSchema = z
  .object(
    {
      address: optionalText({ max: LIMITS.address }),
      apartment: optionalText({ max: LIMITS.shortText }),
      city: optionalText({ max: LIMITS.shortText }),
      state: optionalText({ max: LIMITS.shortText }),
      zipCode: optionalZipCode(),
    },
    { error: MESSAGES.invalidRequest },
  )
  .nullish()
  .transform((value): Address | undefined => {
    if (!value?.address || !value.city || !value.state || !value.zipCode) return undefined
    const { address, apartment, city, state, zipCode } = value
    return apartment ? { address, apartment, city, state, zipCode } : { address, city, state, zipCode }
  })

/** A required nested object: a missing or non-object value gets 'This field is required' at its own path. */
export function group<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.object(shape, { error: MESSAGES.required })
}

/** A bounded list of objects: at least `min`, at most `max` (LIMITS.listItems by default). */
export function list<T extends z.ZodType>(
  item: T,
  { min = 0, max = LIMITS.listItems }: { min?: number; max?: number } = {},
) {
  return z.array(item, { error: MESSAGES.required }).min(min, MESSAGES.required).max(max, `Add at most ${max} entries`)
}
