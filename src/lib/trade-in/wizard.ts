/**
 * The sell-or-trade wizard's steps and its VIN step: the vehicle, one step per questionnaire category,
 * the visitor's contact details, then the offer. Pure, so the order, the step counter the headings announce and
 * the VIN messages are unit-tested without a browser.
 */
import { decodeVin, normalizeVin, type DecodedVin } from '@/lib/vin/decode'

/** A wizard step: the vehicle, a questionnaire category (by categoryId), the contact details, or the offer. */
export type WizardStep =
  { kind: 'vehicle' } | { kind: 'questions'; categoryId: string } | { kind: 'contact' } | { kind: 'offer' }

/** The steps in order for the questionnaire's categories. */
export function wizardSteps(categoryIds: readonly string[]): WizardStep[] {
  return [
    { kind: 'vehicle' },
    ...categoryIds.map((categoryId) => ({
      kind: 'questions' as const,
      categoryId,
    })),
    { kind: 'contact' },
    { kind: 'offer' },
  ]
}

/** The index of the next step, bounded by the last. */
export function nextStepIndex(steps: readonly WizardStep[], index: number): number {
  return Math.min(index + 1, steps.length - 1)
}

/** The index of the previous step, bounded by the first; the offer is final, so it has no way back. */
export function previousStepIndex(steps: readonly WizardStep[], index: number): number {
  if (steps[index]?.kind === 'offer') return index
  return Math.max(0, index - 1)
}

/**
 * 'Step 2 of 5': the counter read with each step's heading. The offer is the result, not a step to fill in,
 * so it is not counted and has no counter.
 */
export function stepCounter(steps: readonly WizardStep[], index: number): string | null {
  const total = steps.filter((step) => step.kind !== 'offer').length
  if (steps[index]?.kind === 'offer' || index < 0 || index >= total) return null
  return `Step ${index + 1} of ${total}`
}

/** The heading of a step; a questionnaire step is titled by its category. */
export function stepTitle(step: WizardStep, categoryTitle?: string): string {
  if (step.kind === 'vehicle') return 'Tell us about your car'
  if (step.kind === 'contact') return 'Your contact details'
  if (step.kind === 'offer') return 'Your offer'
  return categoryTitle ?? ''
}

/** The index of the step that shows a field of the form (for a server's field error), or null. */
export function stepOfField(
  steps: readonly WizardStep[],
  field: string,
  categoryOf: (questionId: string) => string | undefined,
): number | null {
  let index = -1
  if (field === 'intent' || field === 'trade' || field.startsWith('trade.'))
    index = steps.findIndex((step) => step.kind === 'vehicle')
  else if (field.startsWith('answers.')) {
    const categoryId = categoryOf(field.slice('answers.'.length))
    index = steps.findIndex((step) => step.kind === 'questions' && step.categoryId === categoryId)
  } else if (['firstName', 'lastName', 'email', 'phone'].includes(field))
    index = steps.findIndex((step) => step.kind === 'contact')
  return index >= 0 ? index : null
}

/** How the visitor names their car: by VIN, or by year, make, model and trim. */
export const IDENTIFY_BY = ['vin', 'details'] as const
export type IdentifyBy = (typeof IDENTIFY_BY)[number]

/** The VIN field's messages (not in the SPEC, which only requires 17 characters). */
export const VIN_MESSAGES = {
  required: 'Enter your VIN.',
  format: 'A VIN has 17 letters and digits and never the letters I, O or Q. Check the characters you typed.',
  checkDigit:
    'This VIN does not pass the check-digit test, so one of its characters is probably mistyped. Check it against your registration or the windshield plate.',
} as const

export type VinCheck = { ok: true; decoded: DecodedVin } | { ok: false; message: string }

/** A typed VIN checked and decoded, with the message to show when it is not a VIN. */
export function checkVin(input: string, now: Date = new Date()): VinCheck {
  if (normalizeVin(input) === '') return { ok: false, message: VIN_MESSAGES.required }
  const result = decodeVin(input, now)
  if (result.ok) return result
  return {
    ok: false,
    message: result.reason === 'format' ? VIN_MESSAGES.format : VIN_MESSAGES.checkDigit,
  }
}

/** 'We found a 2019 Honda.': what a decoded VIN told us, and what the visitor still has to enter. */
export function decodedVinText(decoded: DecodedVin): string {
  const found = [decoded.modelYear, decoded.make].filter(Boolean).join(' ')
  if (!found) return 'VIN accepted. Enter the year and make below.'
  const missing =
    decoded.modelYear === null ? ' Enter the year below.' : decoded.make === null ? ' Enter the make below.' : ''
  return `VIN accepted: a ${found}.${missing}`
}
