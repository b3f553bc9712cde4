/**
 * The full credit application: the applicant (with middle name, suffix and date of birth),
 * SSN, residence and employment histories, an optional co-borrower with the same parts, and the vendor name.
 * SSN and date of birth are sensitive: they are stored encrypted and never put in an email or a cookie.
 */
import { z } from 'zod'

import {
  LIMITS,
  MESSAGES,
  choice,
  dateOfBirth,
  numberField,
  optionalNumber,
  optionalPhone,
  optionalText,
  requiredText,
  ssn,
  zipCode,
} from '../validation'

import { contextFields, group, list, userFields } from './common'

/** Housing status choices of a residence. */
export const HOUSING_STATUSES = ['own', 'rent', 'family', 'military', 'other'] as const
/** Income type choices of an employment. */
export const INCOME_TYPES = ['employed', 'self-employed', 'retired', 'military', 'other'] as const

const years = () => numberField({ message: MESSAGES.number, min: 0, max: 99, integer: true })
const months = () => numberField({ message: MESSAGES.number, min: 0, max: 11, integer: true })
const dollars = () => optionalNumber({ message: MESSAGES.number, min: 0, max: 10_000_000 })

/** One address lived at (the current one first). */
export const residenceSchema = group({
  housingStatus: choice(HOUSING_STATUSES),
  monthlyRent: dollars(),
  yearsAtAddress: years(),
  monthsAtAddress: months(),
  fullAddress: requiredText({ max: LIMITS.address }),
  apartment: optionalText({ max: LIMITS.shortText }),
  city: requiredText({ max: LIMITS.shortText }),
  state: requiredText({ max: LIMITS.shortText }),
  zipCode: zipCode(),
})

/** One employment (the current one first). */
export const employmentSchema = group({
  employer: requiredText({ max: LIMITS.text }),
  jobTitle: requiredText({ max: LIMITS.text }),
  phone: optionalPhone(),
  monthlyIncome: numberField({ message: MESSAGES.number, min: 0, max: 10_000_000 }),
  incomeType: choice(INCOME_TYPES),
  years: years(),
  months: months(),
})

/**
 * The application's shape around its two sensitive fields: the form validates them (creditApplicationSchema);
 * a stored lead no longer holds them, or holds masks (storedCreditApplicationSchema).
 */
function applicationShape<D extends z.ZodType, S extends z.ZodType>(birthDate: D, socialSecurity: S) {
  const applicant = {
    user: group({
      ...userFields,
      middleName: optionalText({ max: LIMITS.name }),
      suffix: optionalText({ max: 20 }),
      dateOfBirth: birthDate,
    }),
    ssn: socialSecurity,
    residence: list(residenceSchema, { min: 1 }),
    employment: list(employmentSchema, { min: 1 }),
  }
  return {
    ...contextFields,
    ...applicant,
    vendor: z.object({ vendorName: optionalText({ max: LIMITS.text }) }, { error: MESSAGES.invalidRequest }).optional(),
    coBorrower: z
      .object(applicant, { error: MESSAGES.required })
      .nullish()
      .transform((value) => value ?? undefined),
  }
}

/** `full-credit-application`. Error paths are dotted: user.firstName, residence.0.city, coBorrower.ssn… */
export const creditApplicationSchema = z.object(applicationShape(dateOfBirth(), ssn()))
export type CreditApplicationInput = z.input<typeof creditApplicationSchema>
export type CreditApplicationData = z.output<typeof creditApplicationSchema>

/**
 * The same application as a lead stores it once the SSN and date of birth went to their encrypted fields:
 * both optional (absent, or a mask). For rebuilding emails from a stored lead, never for a visitor's input.
 */
export const storedCreditApplicationSchema = z.object(
  applicationShape(optionalText({ max: LIMITS.shortText }), optionalText({ max: LIMITS.shortText })),
)
export type StoredCreditApplicationData = z.output<typeof storedCreditApplicationSchema>
