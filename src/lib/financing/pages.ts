/**
 * The two pre-approval pages (apply-for-financing, free-credit-score-pre-approval), one entry per variant of the
 * apply-financing form: where each lives, what it is called and the copy around the form. Pure, so the routes, their
 * metadata and the tests read the same table.
 */
import type { FinancingVariant } from '@/lib/leads/schemas/apply-financing'

/** What one pre-approval page shows around the form. */
export interface FinancingPage {
  variant: FinancingVariant
  path: string
  /** The h1 and the start of the page title. */
  heading: string
  intro: string
  /** The meta description; `{dealer}` is replaced by the dealership name. */
  description: string
  /** The label of the form's submit button. */
  submitLabel: string
  /** True when the visitor proves their phone by SMS code before the form can be sent (the credit-score page). */
  phoneVerified: boolean
}

/** The pages by variant. */
export const FINANCING_PAGES: Record<FinancingVariant, FinancingPage> = {
  'apply-for-financing': {
    variant: 'apply-for-financing',
    path: '/auto-financing/apply-for-financing',
    heading: 'Get pre-approved for auto financing',
    intro:
      'Apply online in under 2 minutes with no impact on your credit score. No social security number or date of ' +
      'birth is needed for this first step, and most applicants hear back within 24-48 hours.',
    description:
      'Get pre-approved for a car loan at {dealer} in under 2 minutes, with no impact on your credit score and no ' +
      'SSN or date of birth needed.',
    submitLabel: 'Get pre-approved',
    phoneVerified: false,
  },
  'free-credit-score-pre-approval': {
    variant: 'free-credit-score-pre-approval',
    path: '/auto-financing/free-credit-score-pre-approval',
    heading: 'Free credit score pre-approval',
    intro:
      'Check your financing options for free with no impact on your credit score. Verify your cell phone with a ' +
      'one-time code, tell us a little about yourself, and our finance team will reach out within 24-48 hours.',
    description:
      'See your credit score and get pre-approved for auto financing at {dealer} for free, with no impact on your ' +
      'credit score. Verify your phone and apply in about a minute.',
    submitLabel: 'Get my free pre-approval',
    phoneVerified: true,
  },
}

/** Title, description and canonical path of a pre-approval page; the dealer name when the settings have one. */
export function financingPageMeta(variant: FinancingVariant, dealerName: string | null) {
  const page = FINANCING_PAGES[variant]
  return {
    title: dealerName ? `${page.heading} | ${dealerName}` : page.heading,
    description: page.description.replace('{dealer}', dealerName ?? 'our dealership'),
    canonical: page.path,
  }
}
