/**
 * Validation of one step of the credit application with the shared schema's own rules: each borrower part is
 * `.pick`ed from creditApplicationSchema (the co-borrower has the same parts, under `coBorrower.`), so a step
 * shows exactly the messages the endpoint would send. Pure.
 */
import type { z } from 'zod'

import { creditApplicationSchema } from '@/lib/leads/schemas/credit-application'

import type { CreditApplicationBody } from './draft'
import { type BorrowerPart, STEPS, stepsFor, type StepId } from './steps'

const PART_SCHEMAS: Record<BorrowerPart, z.ZodType> = {
  identity: creditApplicationSchema.pick({ user: true, ssn: true }),
  residence: creditApplicationSchema.pick({ residence: true }),
  employment: creditApplicationSchema.pick({ employment: true }),
}

/** `{ dotted path: message }`, the first message per field, like the endpoint's 400 answer. */
export type StepErrors = Record<string, string>

function errorsOf(schema: z.ZodType, value: unknown, prefix: string): StepErrors {
  const result = schema.safeParse(value)
  const errors: StepErrors = {}
  if (result.success) return errors
  for (const issue of result.error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.')
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}

/**
 * The field errors of a step for the application as it would be posted; the review checks every step shown.
 * A co-borrower step of an application without a co-borrower has nothing to check.
 */
export function stepErrors(step: StepId, application: CreditApplicationBody): StepErrors {
  if (step === 'review') {
    const steps = stepsFor(application.coBorrower !== undefined).filter((id) => id !== 'review')
    return Object.assign({}, ...steps.map((id) => stepErrors(id, application)))
  }
  const { part, coBorrower } = STEPS[step]
  if (coBorrower && !application.coBorrower) return {}
  return errorsOf(PART_SCHEMAS[part], coBorrower ? application.coBorrower : application, coBorrower ? 'coBorrower' : '')
}
