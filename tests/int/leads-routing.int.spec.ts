import { describe, expect, it } from 'vitest'

import { sampleBody } from '@/lib/leads/samples'
import { parseForm, parseSubmission, type Submission } from '@/lib/leads/schemas/registry'
import { leadDeliveries, resolveRoute, routingRowOf, type EmailRoutingRow } from '@/lib/leads/routing'
import {
  adAllowList,
  adParameterLines,
  appendAdParameters,
  leadTextEmail,
  staffMemberEmail,
} from '@/lib/leads/text-email'
import { AD_TRACKING_PARAMS, EMAIL } from '@/lib/settings/defaults'

const companyRows: EmailRoutingRow[] = [
  {
    event: 'SCHEDULE_TEST_DRIVE',
    type: 'adf',
    subject: 'Test Drive Lead',
    recipients: [{ email: 'crm@company.example.com' }, { email: 'CRM@company.example.com' }, { email: 'not an email' }],
  },
  { event: 'CONTACT', type: 'text', subject: '', recipients: [{ email: 'desk@company.example.com' }] },
  { event: 'STAFF_MEMBER', type: 'text', recipients: [{ email: 'desk@company.example.com' }] },
  {
    event: 'CONTACT_BILLING',
    type: 'text',
    subject: 'Billing',
    recipients: [{ email: 'billing@company.example.com' }],
  },
]
const storeRows: EmailRoutingRow[] = [
  {
    event: 'SCHEDULE_TEST_DRIVE',
    type: 'text',
    subject: 'Moline Test Drive',
    recipients: [{ email: 'moline@store.example.com' }],
  },
  { event: 'SERVICE', type: 'adf', recipients: [{ email: 'service@store.example.com' }] },
]

describe('routing per event', () => {
  it('finds the exact CONTACT_{type} row first, else the CONTACT row', () => {
    expect(routingRowOf(companyRows, 'CONTACT_BILLING')?.subject).toBe('Billing')
    expect(routingRowOf(companyRows, 'CONTACT_FINANCING')?.event).toBe('CONTACT')
    expect(routingRowOf(companyRows, 'CAREERS')).toBeUndefined()
    expect(routingRowOf(null, 'CAREERS')).toBeUndefined()
  })

  it('company settings: type, subject (default Website Lead), valid recipients once', () => {
    expect(resolveRoute({ event: 'SCHEDULE_TEST_DRIVE', companyRows, siteEnv: 'production' })).toEqual({
      type: 'adf',
      subject: 'Test Drive Lead',
      recipients: ['crm@company.example.com'],
    })
    expect(resolveRoute({ event: 'CONTACT_GENERAL', companyRows, siteEnv: undefined })).toEqual({
      type: 'text',
      subject: EMAIL.defaultSubject,
      recipients: ['desk@company.example.com'],
    })
    expect(resolveRoute({ event: 'CAREERS', companyRows, siteEnv: 'production' })).toBeNull()
  })

  it('a selected store overrides type and subject; its recipients only in production', () => {
    const input = { event: 'SCHEDULE_TEST_DRIVE' as const, companyRows, storeRows }
    expect(resolveRoute({ ...input, siteEnv: 'production' })).toEqual({
      type: 'text',
      subject: 'Moline Test Drive',
      recipients: ['moline@store.example.com'],
    })
    expect(resolveRoute({ ...input, siteEnv: 'staging' })).toEqual({
      type: 'text',
      subject: 'Moline Test Drive',
      recipients: ['crm@company.example.com'],
    })
    // A store row the company lacks: its recipients in production, nobody elsewhere.
    expect(resolveRoute({ event: 'SERVICE', companyRows, storeRows, siteEnv: 'production' })?.recipients).toEqual([
      'service@store.example.com',
    ])
    expect(resolveRoute({ event: 'SERVICE', companyRows, storeRows, siteEnv: 'development' })).toEqual({
      type: 'adf',
      subject: EMAIL.defaultSubject,
      recipients: [],
    })
  })

  it('one delivery per recipient with a stable id; STAFF_MEMBER also mails the staff member', () => {
    expect(
      leadDeliveries({
        event: 'STAFF_MEMBER',
        companyRows,
        siteEnv: 'production',
        staffEmail: ' sam@company.example.com ',
      }),
    ).toEqual([
      {
        id: 'route:desk@company.example.com',
        kind: 'route',
        type: 'text',
        subject: EMAIL.defaultSubject,
        to: 'desk@company.example.com',
      },
      {
        id: 'staff:sam@company.example.com',
        kind: 'staff',
        type: 'text',
        subject: 'Connect with a Staff Member Form from website',
        to: 'sam@company.example.com',
      },
    ])
    expect(
      leadDeliveries({ event: 'STAFF_MEMBER', companyRows: [], siteEnv: 'production', staffEmail: 'bad' }),
    ).toEqual([])
    expect(
      leadDeliveries({ event: 'CAREERS', companyRows, siteEnv: 'production', staffEmail: 'sam@company.example.com' }),
    ).toEqual([])
  })
})

function submissionOf<F extends 'contact' | 'full-credit-application' | 'staff-message'>(
  form: F,
  overrides: object = {},
): Submission {
  const body = { ...sampleBody(form), ...overrides }
  const submission = parseSubmission(form, body)
  if (!submission) throw new Error(JSON.stringify(parseForm(form, body)))
  return submission
}

describe('text email', () => {
  const adsValues = { utm_source: 'google', utm_campaign: 'spring', fbclid: 'fb-1', evil: 'x', gclid: 42 }

  it('appends only the allowed, non-empty ad parameters', () => {
    expect(adParameterLines(adsValues, ['utm_source', 'evil_not_set', 'gclid'])).toEqual([
      { label: 'utm_source', value: 'google' },
    ])
    expect(appendAdParameters('Hello', adsValues, ['utm_source', 'utm_campaign'])).toBe(
      'Hello\n\nAd parameters:\nutm_source: google\nutm_campaign: spring',
    )
    expect(appendAdParameters('Hello', adsValues, [])).toBe('Hello')
    expect(appendAdParameters('Hello', null, ['utm_source'])).toBe('Hello')
  })

  it('takes the allow-list from the store settings, the SPEC nine when never set', () => {
    expect(adAllowList({ adParameters: [{ param: ' utm_source ' }, { param: 'gclid' }] })).toEqual([
      'utm_source',
      'gclid',
    ])
    expect(adAllowList({ adParameters: [] })).toEqual([])
    expect(adAllowList({})).toEqual([...AD_TRACKING_PARAMS])
  })

  it('body: contact fields, message, details, ad parameters; subject from the route', () => {
    const email = leadTextEmail({
      submission: submissionOf('contact', { message: 'Line 1\nLine 2 < & >' }),
      subject: 'Contact Lead',
      adsValues,
      allowList: ['utm_source'],
      context: { storeName: 'Moline' },
    })
    expect(email.subject).toBe('Contact Lead')
    expect(email.text).toBe(
      [
        'Name: Jane Doe',
        'Email: jane.doe@example.com',
        'Phone: (815) 555-0100',
        '',
        'Message:',
        'Line 1\nLine 2 < & >',
        '',
        'Form: Contact Us',
        'Inquiry: Financing options',
        'Store: Moline',
        'Page: https://cars.example.com/contact',
        '',
        'Ad parameters:',
        'utm_source: google',
      ].join('\n'),
    )
    expect(leadTextEmail({ submission: submissionOf('contact'), allowList: [] }).subject).toBe('Website Lead')
  })

  it('the credit application email has a link, no SSN, no date of birth', () => {
    const { text } = leadTextEmail({
      submission: submissionOf('full-credit-application'),
      allowList: [],
      context: { adminUrl: 'https://cars.example.com/admin/collections/leads/abc' },
    })
    expect(text).toContain('Lead in the admin: https://cars.example.com/admin/collections/leads/abc')
    expect(text).not.toMatch(/123-45-6789|123456789|1985-04-12|234-56-7890/)
    expect(text).not.toContain('Acme Tools')
  })

  it('the staff member mail has the fixed subject and no admin link', () => {
    const mail = staffMemberEmail(submissionOf('staff-message'), {
      staffName: 'Sam Staff',
      adminUrl: 'https://x.example.com/admin',
    })
    expect(mail.subject).toBe('Connect with a Staff Member Form from website')
    expect(mail.text.startsWith('Sam Staff, a visitor wrote to you from the website.')).toBe(true)
    expect(mail.text).toContain('Please call me about the Accord.')
    expect(mail.text).not.toContain('/admin')
  })
})
