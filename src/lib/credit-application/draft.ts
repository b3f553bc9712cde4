/**
 * What the multi-step credit application holds while the visitor fills it in (every input as typed, a current
 * and a previous residence and job, a co-borrower whether or not one was added), and the request body built from
 * it for `POST /api/forms/full-credit-application`. The keys come from the shared schema, so the two cannot
 * drift. Pure.
 */
import type { z } from 'zod'

import type { creditApplicationSchema, employmentSchema, residenceSchema } from '@/lib/leads/schemas/credit-application'

import { needsPreviousEntry } from './history'

type Typed<T> = { [K in keyof T]-?: string }
type ApplicationInput = z.input<typeof creditApplicationSchema>

export type ResidenceDraft = Typed<z.input<typeof residenceSchema>>
export type EmploymentDraft = Typed<z.input<typeof employmentSchema>>

/** One borrower: identity, SSN, and [current, previous] residence and employment. */
export interface BorrowerDraft {
  user: Typed<ApplicationInput['user']>
  ssn: string
  residence: [ResidenceDraft, ResidenceDraft]
  employment: [EmploymentDraft, EmploymentDraft]
}

/** The whole form: the applicant's parts at the top level (as the schema has them) and a co-borrower. */
export type CreditApplicationDraft = BorrowerDraft & { coBorrower: BorrowerDraft }

const emptyResidence = (): ResidenceDraft => ({
  housingStatus: '',
  monthlyRent: '',
  yearsAtAddress: '',
  monthsAtAddress: '',
  fullAddress: '',
  apartment: '',
  city: '',
  state: '',
  zipCode: '',
})

const emptyEmployment = (): EmploymentDraft => ({
  employer: '',
  jobTitle: '',
  phone: '',
  monthlyIncome: '',
  incomeType: '',
  years: '',
  months: '',
})

const emptyBorrower = (): BorrowerDraft => ({
  user: { firstName: '', middleName: '', lastName: '', suffix: '', email: '', phone: '', dateOfBirth: '' },
  ssn: '',
  residence: [emptyResidence(), emptyResidence()],
  employment: [emptyEmployment(), emptyEmployment()],
})

/** A blank application. */
export function emptyDraft(): CreditApplicationDraft {
  return { ...emptyBorrower(), coBorrower: emptyBorrower() }
}

/** True when the current residence is too recent and the previous one is asked for. */
export const residenceNeedsPrevious = (current: ResidenceDraft | undefined) =>
  needsPreviousEntry(current?.yearsAtAddress, current?.monthsAtAddress)

/** True when the current job is too recent and the previous one is asked for. */
export const employmentNeedsPrevious = (current: EmploymentDraft | undefined) =>
  needsPreviousEntry(current?.years, current?.months)

/** One borrower as posted: the previous residence and job only when they are asked for. */
export function borrowerOf(draft: BorrowerDraft) {
  const [residence, previousResidence] = draft.residence
  const [employment, previousEmployment] = draft.employment
  return {
    user: draft.user,
    ssn: draft.ssn,
    residence: residenceNeedsPrevious(residence) ? [residence, previousResidence] : [residence],
    employment: employmentNeedsPrevious(employment) ? [employment, previousEmployment] : [employment],
  }
}

/** The application as posted (before the submission context is added): the co-borrower only when added. */
export function applicationOf(draft: CreditApplicationDraft, withCoBorrower: boolean) {
  return { ...borrowerOf(draft), ...(withCoBorrower ? { coBorrower: borrowerOf(draft.coBorrower) } : {}) }
}

/** The body the form posts. */
export type CreditApplicationBody = ReturnType<typeof applicationOf>
