'use client'

import type { ReactNode } from 'react'

import { maskSsn } from '@/lib/crypto/mask'
import type { BorrowerDraft, CreditApplicationBody } from '@/lib/credit-application/draft'
import {
  birthDateText,
  choiceLabel,
  durationText,
  HOUSING_STATUS_LABELS,
  INCOME_TYPE_LABELS,
} from '@/lib/credit-application/page'
import { STEPS, stepOfPart, type BorrowerPart, type StepId } from '@/lib/credit-application/steps'
import { useTranslate } from '@/components/i18n/use-translate.client'

type Borrower = Omit<BorrowerDraft, 'residence' | 'employment'> & Pick<CreditApplicationBody, 'residence' | 'employment'>

const dollars = (value: string) => (value ? `$${value.replace(/^\$/, '')}` : 'Not given')
const joined = (...parts: string[]) => parts.filter(Boolean).join(', ')

/** One part of the application with the button back to its step. */
function Section({ step, onEdit, children }: { step: StepId; onEdit: (step: StepId) => void; children: ReactNode }) {
  const tr = useTranslate()
  return (
    <section aria-labelledby={`review-${step}`} className="rounded-lg border border-line p-4">
      <div className="flex items-center justify-between gap-4">
        <h3 id={`review-${step}`} className="font-bold text-ink-900">
          {tr.text(STEPS[step].title)}
        </h3>
        <button
          type="button"
          onClick={() => onEdit(step)}
          className="min-h-11 rounded-lg px-3 font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {tr('forms.common.edit')}
          <span className="sr-only"> {tr.text(STEPS[step].title)}</span>
        </button>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>
    </section>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  const tr = useTranslate()
  return (
    <>
      <dt className="font-semibold text-ink-700">{tr.text(term)}</dt>
      <dd className="mb-2 text-ink-900 sm:mb-0">{children}</dd>
    </>
  )
}

/** What one borrower entered, part by part; the SSN only as its last four digits. */
function BorrowerReview({ borrower, coBorrower, onEdit }: { borrower: Borrower; coBorrower: boolean; onEdit: (step: StepId) => void }) {
  const tr = useTranslate()
  const { user } = borrower
  const step = (part: BorrowerPart) => stepOfPart(part, coBorrower)
  return (
    <>
      <Section step={step('identity')} onEdit={onEdit}>
        <Row term="Name">{[user.firstName, user.middleName, user.lastName, user.suffix].filter(Boolean).join(' ')}</Row>
        <Row term="Email">{user.email}</Row>
        <Row term="Phone">{user.phone}</Row>
        <Row term="Date of birth">{birthDateText(user.dateOfBirth)}</Row>
        <Row term="SSN">{maskSsn(borrower.ssn)}</Row>
      </Section>
      <Section step={step('residence')} onEdit={onEdit}>
        {borrower.residence.map((home, index) => (
          <Row key={index} term={index === 0 ? 'Current address' : 'Previous address'}>
            {joined(home.fullAddress, home.apartment, home.city, `${home.state} ${home.zipCode}`)}
            <br />
            {tr.text(choiceLabel(HOUSING_STATUS_LABELS, home.housingStatus))}, {tr.text(dollars(home.monthlyRent))}
            {tr('finance.creditApplication.month')}{' '}
            {durationText(home.yearsAtAddress, home.monthsAtAddress)}
          </Row>
        ))}
      </Section>
      <Section step={step('employment')} onEdit={onEdit}>
        {borrower.employment.map((job, index) => (
          <Row key={index} term={index === 0 ? 'Current employment' : 'Previous employment'}>
            {joined(job.jobTitle, job.employer, job.phone)}
            <br />
            {tr.text(choiceLabel(INCOME_TYPE_LABELS, job.incomeType))}, {tr.text(dollars(job.monthlyIncome))}
            {tr('finance.creditApplication.month')}{' '}
            {durationText(job.years, job.months)}
          </Row>
        ))}
      </Section>
    </>
  )
}

/** The last step: everything as it will be sent, each part with a way back to change it. */
export function ReviewStep({ application, onEdit }: { application: CreditApplicationBody; onEdit: (step: StepId) => void }) {
  const tr = useTranslate()
  return (
    <div className="space-y-4">
      <p className="text-ink-700">{tr('finance.creditApplication.checkApplicationThenSubmit')}</p>
      <BorrowerReview borrower={application} coBorrower={false} onEdit={onEdit} />
      {application.coBorrower ? (
        <BorrowerReview borrower={application.coBorrower} coBorrower onEdit={onEdit} />
      ) : (
        <Section step="co-borrower" onEdit={onEdit}>
          <Row term="Co-borrower">{tr('forms.common.none')}</Row>
        </Section>
      )}
    </div>
  )
}
