import { describe, expect, it } from 'vitest'

import {
  applicationOf,
  emptyDraft,
  type CreditApplicationDraft,
  type EmploymentDraft,
  type ResidenceDraft,
} from '@/lib/credit-application/draft'
import { needsPreviousEntry, PREVIOUS_HISTORY_MONTHS } from '@/lib/credit-application/history'
import { birthDateText, choiceLabel, durationText, HOUSING_STATUS_LABELS } from '@/lib/credit-application/page'
import { stepErrors } from '@/lib/credit-application/step-validation'
import {
  firstStepWithErrors,
  nextStep,
  previousStep,
  stepOfField,
  stepsFor,
} from '@/lib/credit-application/steps'
import { parseForm } from '@/lib/leads/schemas/registry'
import { MESSAGES } from '@/lib/leads/validation'

const residence: ResidenceDraft = {
  housingStatus: 'rent',
  monthlyRent: '1,250',
  yearsAtAddress: '3',
  monthsAtAddress: '4',
  fullAddress: '123 Main St',
  apartment: '',
  city: 'Rockford',
  state: 'IL',
  zipCode: '61108',
}
const employment: EmploymentDraft = {
  employer: 'Acme Tools',
  jobTitle: 'Machinist',
  phone: '',
  monthlyIncome: '4,800',
  incomeType: 'employed',
  years: '5',
  months: '0',
}

/** A filled-in draft: the applicant complete, the co-borrower as given. */
function filledDraft(): CreditApplicationDraft {
  const draft = emptyDraft()
  draft.user = { ...draft.user, firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '(815) 555-0100', dateOfBirth: '1985-04-12' }
  draft.ssn = '123-45-6789'
  draft.residence[0] = { ...residence }
  draft.employment[0] = { ...employment }
  return draft
}

describe('credit application history rule', () => {
  it('asks for the previous entry under 24 months only, once the years are readable', () => {
    expect(PREVIOUS_HISTORY_MONTHS).toBe(24)
    expect(needsPreviousEntry('', '')).toBe(false)
    expect(needsPreviousEntry('abc', '3')).toBe(false)
    expect(needsPreviousEntry('0', '')).toBe(true)
    expect(needsPreviousEntry('1', '11')).toBe(true)
    expect(needsPreviousEntry('2', '')).toBe(false)
    expect(needsPreviousEntry(' 2 ', '0')).toBe(false)
    expect(needsPreviousEntry('1.5', '0')).toBe(false)
  })

  it('posts the previous residence and job only when asked for, and the co-borrower only when added', () => {
    const draft = filledDraft()
    draft.residence[1] = { ...residence, fullAddress: '9 Old Rd' }
    draft.employment[1] = { ...employment, employer: 'Old Job' }
    const long = applicationOf(draft, false)
    expect(long.residence).toHaveLength(1)
    expect(long.employment).toHaveLength(1)
    expect('coBorrower' in long).toBe(false)

    draft.residence[0].yearsAtAddress = '1'
    draft.employment[0] = { ...employment, years: '0', months: '6' }
    const short = applicationOf(draft, true)
    expect(short.residence.map((entry) => entry.fullAddress)).toEqual(['123 Main St', '9 Old Rd'])
    expect(short.employment.map((entry) => entry.employer)).toEqual(['Acme Tools', 'Old Job'])
    expect(short.coBorrower?.residence).toHaveLength(1)
  })
})

describe('credit application steps', () => {
  it('adds the co-borrower residence and employment steps only with a co-borrower', () => {
    expect(stepsFor(false)).toEqual(['applicant', 'residence', 'employment', 'co-borrower', 'review'])
    expect(stepsFor(true)).toEqual([
      'applicant',
      'residence',
      'employment',
      'co-borrower',
      'co-borrower-residence',
      'co-borrower-employment',
      'review',
    ])
    expect(nextStep('co-borrower', false)).toBe('review')
    expect(nextStep('co-borrower', true)).toBe('co-borrower-residence')
    expect(nextStep('review', true)).toBeNull()
    expect(previousStep('review', false)).toBe('co-borrower')
    expect(previousStep('applicant', true)).toBeNull()
  })

  it('finds the step that owns a server field error', () => {
    expect(stepOfField('user.firstName')).toBe('applicant')
    expect(stepOfField('ssn')).toBe('applicant')
    expect(stepOfField('residence.1.city')).toBe('residence')
    expect(stepOfField('employment')).toBe('employment')
    expect(stepOfField('coBorrower')).toBe('co-borrower')
    expect(stepOfField('coBorrower.ssn')).toBe('co-borrower')
    expect(stepOfField('coBorrower.residence.0.zipCode')).toBe('co-borrower-residence')
    expect(stepOfField('coBorrower.employment.1.employer')).toBe('co-borrower-employment')
    expect(stepOfField('_form')).toBeNull()
    expect(stepOfField('idempotencyKey')).toBeNull()
    expect(stepOfField('vendor.vendorName')).toBeNull()
    const errors = { 'coBorrower.employment.0.years': 'x', 'residence.0.city': 'y', _form: 'z' }
    expect(firstStepWithErrors(errors, stepsFor(true))).toBe('residence')
    expect(firstStepWithErrors({ _form: 'z' }, stepsFor(true))).toBeNull()
  })
})

describe('credit application step validation', () => {
  it("checks only the step's own fields, with the shared schema's messages", () => {
    const empty = applicationOf(emptyDraft(), false)
    expect(stepErrors('applicant', empty)).toEqual({
      'user.firstName': MESSAGES.firstName,
      'user.lastName': MESSAGES.lastName,
      'user.email': MESSAGES.required,
      'user.phone': MESSAGES.required,
      'user.dateOfBirth': MESSAGES.required,
      ssn: MESSAGES.required,
    })
    expect(Object.keys(stepErrors('residence', empty)).every((key) => key.startsWith('residence.0.'))).toBe(true)
    expect(stepErrors('co-borrower-residence', empty)).toEqual({})

    const draft = filledDraft()
    draft.ssn = '666-12-3456'
    draft.residence[0].yearsAtAddress = '1'
    const errors = stepErrors('applicant', applicationOf(draft, false))
    expect(errors).toEqual({ ssn: MESSAGES.ssn })
    const residenceErrors = stepErrors('residence', applicationOf(draft, false))
    expect(residenceErrors['residence.1.fullAddress']).toBe(MESSAGES.required)
    expect(Object.keys(residenceErrors).some((key) => key.startsWith('residence.0.'))).toBe(false)
  })

  it('puts co-borrower errors under coBorrower. and the review checks every step shown', () => {
    const draft = filledDraft()
    draft.coBorrower.user.firstName = 'John'
    const application = applicationOf(draft, true)
    const coErrors = stepErrors('co-borrower', application)
    expect(coErrors['coBorrower.user.firstName']).toBeUndefined()
    expect(coErrors['coBorrower.user.lastName']).toBe(MESSAGES.lastName)
    expect(coErrors['coBorrower.ssn']).toBe(MESSAGES.required)
    const review = stepErrors('review', application)
    expect(firstStepWithErrors(review, stepsFor(true))).toBe('co-borrower')
    expect(Object.keys(review).some((key) => key.startsWith('coBorrower.employment.0.'))).toBe(true)
    expect(stepErrors('review', applicationOf(draft, false))).toEqual({})
  })

  it('a draft every step accepts is a body the endpoint accepts', () => {
    const draft = filledDraft()
    draft.coBorrower = { ...filledDraft(), user: { ...filledDraft().user, firstName: 'John', email: 'john@example.com' }, ssn: '234567890' }
    const application = applicationOf(draft, true)
    expect(stepErrors('review', application)).toEqual({})
    const parsed = parseForm('full-credit-application', {
      ...application,
      idempotencyKey: crypto.randomUUID(),
      pageUrl: '/auto-financing/full-credit-application',
    })
    expect(parsed.ok && parsed.data.coBorrower?.ssn).toBe('234-56-7890')
  })
})

describe('credit application review text', () => {
  it('writes dates of birth as mm/dd/yy without a time-zone shift, durations and choice labels', () => {
    expect(birthDateText('1985-04-12')).toBe('04/12/85')
    expect(birthDateText('soon')).toBe('soon')
    expect(durationText('1', '0')).toBe('1 year, 0 months')
    expect(durationText('3', '1')).toBe('3 years, 1 month')
    expect(choiceLabel(HOUSING_STATUS_LABELS, 'family')).toBe('Live with family')
    expect(choiceLabel(HOUSING_STATUS_LABELS, 'boat')).toBe('boat')
  })
})
