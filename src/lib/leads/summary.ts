/**
 * A validated submission in words: the lines a text email shows and an ADF document carries as comments.
 * Never a sensitive value: the credit application's SSN, date of birth, residences and employments stay out;
 * the email links to the lead in the admin instead ("Sensitive data").
 */
import { formatMileage, formatPrice } from '@/lib/format'
import { formatPhone } from '@/lib/phone'
import { offerSummaryLines, valuationSummaryLines } from '@/lib/trade-in/wizard-offer'

import { CONTACT_INQUIRY_TYPES, FORM_LABELS } from './forms'
import type { LeadSubmission } from './schemas/registry'
import { serviceAppointmentKind } from './schemas/service-appointment'

/** One 'Label: value' line. */
export interface LeadLine {
  label: string
  value: string
}

/** What the submission only references by id, resolved by the caller. */
export interface LeadContext {
  /** The vehicle's title, e.g. '2021 Honda Accord EX-L (VIN 1HG…)'. */
  vehicleTitle?: string
  staffName?: string
  storeName?: string
  /** The lead in the admin, e.g. https://cars.example.com/admin/collections/leads/{id}. */
  adminUrl?: string
}

const line = (label: string, value: string | number | undefined | null): LeadLine[] =>
  value === undefined || value === null || value === '' ? [] : [{ label, value: String(value) }]

/** Name, email and phone of the visitor (the phone in the general mask). */
export function contactLines(user: { firstName: string; lastName: string; email: string; phone: string }): LeadLine[] {
  return [
    { label: 'Name', value: `${user.firstName} ${user.lastName}` },
    { label: 'Email', value: user.email },
    { label: 'Phone', value: formatPhone(user.phone) },
  ]
}

/** 'yyyy-mm-dd hh:mm (UTC-05:00)' of an ISO date-time as the form sent it, i.e. in the location's own time. */
function localTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.exec(iso)
  return match ? `${match[1]} ${match[2]} (UTC${match[3] === 'Z' ? '' : match[3]})` : iso
}

function answerText(value: string | number | boolean | string[]): string {
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return String(value)
}

function formLines(submission: LeadSubmission, context: LeadContext): LeadLine[] {
  switch (submission.form) {
    case 'unlock-inventory':
    case 'unlock-price':
      return []
    case 'test-drive':
      return line('Requested time', localTime(submission.data.time))
    case 'sell-trade': {
      const { intent, trade, answers } = submission.data
      return [
        ...line('Intent', intent === 'sell' ? 'Sell my car' : 'Trade in my car'),
        ...line('Their vehicle', [trade.year, trade.make, trade.model, trade.trim].filter(Boolean).join(' ')),
        ...line('Mileage', formatMileage(trade.mileage)),
        ...line('VIN', trade.vin),
        ...line('Condition', trade.condition),
        ...line('Finance type', trade.financeType),
        ...line('Asking price', trade.price === undefined ? undefined : formatPrice(trade.price)),
        ...line('Vehicle comments', trade.comments),
        ...Object.entries(answers ?? {}).map(([question, value]) => ({ label: question, value: answerText(value) })),
        // What the server offered (stored leads only): the appraiser sees the offer and how the value was reached.
        ...('offer' in submission.data ? offerSummaryLines(submission.data.offer) : []),
        ...('valuation' in submission.data ? valuationSummaryLines(submission.data.valuation) : []),
      ]
    }
    case 'contact':
      return line('Inquiry', CONTACT_INQUIRY_TYPES.find((type) => type.value === submission.data.inquiryType)?.label)
    case 'staff-message':
      return line('Staff member', context.staffName)
    case 'careers':
      return line('Position', submission.data.position)
    case 'apply-financing': {
      const data = submission.data
      const home = data.homeAddress
      return [
        ...line(
          'Application',
          data.variant === 'free-credit-score-pre-approval' ? 'Free credit score pre-approval' : 'Apply for financing',
        ),
        ...line(
          'Home address',
          home && [home.address, home.apartment, home.city, home.state, home.zipCode].filter(Boolean).join(', '),
        ),
        ...line('Down payment', data.downPayment === undefined ? undefined : formatPrice(data.downPayment)),
        ...line('Monthly income', data.monthlyIncome === undefined ? undefined : formatPrice(data.monthlyIncome)),
        ...line('Credit score', data.creditScore),
      ]
    }
    case 'full-credit-application':
      return [
        ...line('Co-borrower', submission.data.coBorrower ? 'Yes' : 'No'),
        ...line('Vendor', submission.data.vendor?.vendorName),
        { label: 'Details', value: 'Sensitive details are in the lead in the admin only.' },
      ]
    case 'service-appointment': {
      const data = submission.data
      const kind = serviceAppointmentKind(data)
      return [
        ...line('Appointment', kind === 'reschedule' ? `Reschedule (${data.appointmentId})` : 'New'),
        ...line('Start', localTime(data.start)),
        ...line('End', data.end && localTime(data.end)),
        ...line('Vehicle', `${data.vehicle.year} ${data.vehicle.make} ${data.vehicle.model}`),
        ...(data.repairLines ?? []).map((repair) => ({
          label: 'Service',
          value: [repair.opCode, repair.name, repair.notes].filter(Boolean).join(' - '),
        })),
        ...line('Notes', data.notes),
      ]
    }
  }
}

/** The visitor's free text, when the form has one. */
export function submissionMessage(submission: LeadSubmission): string | undefined {
  const data = submission.data
  return 'message' in data ? data.message : undefined
}

/**
 * The lines of a lead after the contact fields: form, form details, vehicle, store, page and admin link.
 * The free-text message is not among them (see submissionMessage).
 */
export function detailLines(submission: LeadSubmission, context: LeadContext = {}): LeadLine[] {
  return [
    { label: 'Form', value: FORM_LABELS[submission.form] },
    ...formLines(submission, context),
    ...line('Vehicle of interest', context.vehicleTitle),
    ...line('Store', context.storeName),
    ...line('Page', submission.data.pageUrl),
    ...line('Lead in the admin', context.adminUrl),
  ]
}

/** Lines as text, one 'Label: value' a line; a multi-line value starts on the next line. */
export function linesText(lines: readonly LeadLine[]): string {
  return lines
    .map(({ label, value }) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`))
    .join('\n')
}

/** The message (when any) and the detail lines: the comments of an ADF document. */
export function leadComments(submission: LeadSubmission, context: LeadContext = {}): string {
  const message = submissionMessage(submission)
  const details = linesText(detailLines(submission, context))
  return message ? `${message}\n\n${details}` : details
}

/** The visitor's contact fields of any submission (the applicant's for a credit application). */
export function submissionUser(submission: LeadSubmission): {
  firstName: string
  lastName: string
  email: string
  phone: string
} {
  const { firstName, lastName, email, phone } =
    submission.form === 'full-credit-application' ? submission.data.user : submission.data
  return { firstName, lastName, email, phone }
}
