/**
 * One zod schema per form slug, and the conversion of zod's issues into the endpoint's
 * `400 { ok: false, errors: { field: message } }` (and into field errors of the React form).
 */
import { z } from 'zod'

import { isFormSlug, type FormSlug } from '../forms'
import { MESSAGES } from '../validation'

import { applyFinancingSchema } from './apply-financing'
import { careersSchema } from './careers'
import { contactSchema, staffMessageSchema } from './contact'
import { creditApplicationSchema, storedCreditApplicationSchema } from './credit-application'
import { sellTradeSchema, storedSellTradeSchema } from './sell-trade'
import { serviceAppointmentSchema } from './service-appointment'
import { testDriveSchema } from './test-drive'
import { unlockInventorySchema, unlockPriceSchema } from './unlock'

/** The schema of each form; `satisfies` keeps each entry's own type for FormValues. */
export const FORM_SCHEMAS = {
  'unlock-inventory': unlockInventorySchema,
  'unlock-price': unlockPriceSchema,
  'test-drive': testDriveSchema,
  'sell-trade': sellTradeSchema,
  contact: contactSchema,
  'staff-message': staffMessageSchema,
  careers: careersSchema,
  'apply-financing': applyFinancingSchema,
  'full-credit-application': creditApplicationSchema,
  'service-appointment': serviceAppointmentSchema,
} satisfies Record<FormSlug, z.ZodType>

/** What the React form of a slug holds before validation. */
export type FormInput<F extends FormSlug> = z.input<(typeof FORM_SCHEMAS)[F]>
/** The validated, normalised data of a slug. */
export type FormValues<F extends FormSlug> = z.output<(typeof FORM_SCHEMAS)[F]>
/** A validated submission of any form, tagged with its slug. */
export type Submission = { [F in FormSlug]: { form: F; data: FormValues<F> } }[FormSlug]

/**
 * A submission as a stored lead keeps it: the same, except that a credit application's SSN and dates of birth
 * may be gone (moved to encrypted fields) or masked, and a sell-or-trade lead may carry the valuation and offer
 * the server added. Every Submission is a LeadSubmission; the email and ADF builders take this type, so they work
 * from the form post and from a stored lead alike.
 */
export type LeadSubmission =
  | Exclude<Submission, { form: 'full-credit-application' | 'sell-trade' }>
  | { form: 'full-credit-application'; data: z.output<typeof storedCreditApplicationSchema> }
  | { form: 'sell-trade'; data: z.output<typeof storedSellTradeSchema> }

/** The key under which an issue about the whole body (not an object, unreadable) is reported. */
export const FORM_ERROR_KEY = '_form'

/** Field errors keyed by dotted path ('trade.make', 'residence.0.city'); the first message of each field wins. */
export type FieldErrors = Record<string, string>

/** zod issues → `{ [dotted path]: message }`, keeping the first message per field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : FORM_ERROR_KEY
    if (!(key in errors)) errors[key] = issue.path.length ? issue.message : MESSAGES.invalidRequest
  }
  return errors
}

// The same registry seen through a mapped type, so indexing it with a generic slug keeps the slug's data type.
const SCHEMAS_BY_SLUG: { [F in FormSlug]: z.ZodType<FormValues<F>> } = FORM_SCHEMAS

/** Validates a body for a form: the normalised data, or the field errors of the 400 answer. */
export function parseForm<F extends FormSlug>(
  form: F,
  body: unknown,
): { ok: true; data: FormValues<F> } | { ok: false; errors: FieldErrors } {
  const schema = SCHEMAS_BY_SLUG[form]
  const result = schema.safeParse(body)
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) }
}

function parserOf<F extends FormSlug, S extends z.ZodType>(form: F, schema: S) {
  return (payload: unknown): { form: F; data: z.output<S> } | null => {
    const result = schema.safeParse(payload)
    return result.success ? { form, data: result.data } : null
  }
}

const SUBMISSION_PARSERS: { [F in FormSlug]: (payload: unknown) => Extract<Submission, { form: F }> | null } = {
  'unlock-inventory': parserOf('unlock-inventory', unlockInventorySchema),
  'unlock-price': parserOf('unlock-price', unlockPriceSchema),
  'test-drive': parserOf('test-drive', testDriveSchema),
  'sell-trade': parserOf('sell-trade', sellTradeSchema),
  contact: parserOf('contact', contactSchema),
  'staff-message': parserOf('staff-message', staffMessageSchema),
  careers: parserOf('careers', careersSchema),
  'apply-financing': parserOf('apply-financing', applyFinancingSchema),
  'full-credit-application': parserOf('full-credit-application', creditApplicationSchema),
  'service-appointment': parserOf('service-appointment', serviceAppointmentSchema),
}

/** A body as a tagged Submission, or null when it does not validate (parseForm gives the reasons). */
export function parseSubmission(form: FormSlug, payload: unknown): Submission | null {
  return SUBMISSION_PARSERS[form](payload)
}

const parseStoredCreditApplication = parserOf('full-credit-application', storedCreditApplicationSchema)
const parseStoredSellTrade = parserOf('sell-trade', storedSellTradeSchema)

/**
 * Rebuilds the submission of a stored lead from its `form` and the validated data it kept (`payload`), for the
 * delivery job; null when the form is unknown or the payload no longer validates. Validated data parses to
 * itself, so storing `data` and reading it back here is lossless.
 */
export function parseStoredSubmission(form: string | null | undefined, payload: unknown): LeadSubmission | null {
  if (!form || !isFormSlug(form)) return null
  if (form === 'full-credit-application') return parseStoredCreditApplication(payload)
  if (form === 'sell-trade') return parseStoredSellTrade(payload)
  return SUBMISSION_PARSERS[form](payload)
}
