import { describe, expect, it } from 'vitest'

import {
  CONTACT_INQUIRY_TYPES,
  FORM_EVENTS,
  FORM_LABELS,
  FORM_SLUGS,
  INQUIRY_TYPE_VALUES,
  LEAD_EVENT_KEYS,
  baseLeadEvent,
  inquiryTypeLabel,
  isContactEventKey,
  isFormSlug,
  leadEventKey,
} from '@/lib/leads/forms'
import { LEAD_EVENTS } from '@/lib/settings/defaults'

describe('lead forms and events', () => {
  it('lists the ten form slugs of the contract', () => {
    expect(FORM_SLUGS).toEqual([
      'unlock-inventory',
      'unlock-price',
      'test-drive',
      'sell-trade',
      'contact',
      'staff-message',
      'careers',
      'apply-financing',
      'full-credit-application',
      'service-appointment',
    ])
    expect(isFormSlug('contact')).toBe(true)
    expect(isFormSlug('Contact')).toBe(false)
    expect(isFormSlug('__proto__')).toBe(false)
    for (const form of FORM_SLUGS) expect(FORM_LABELS[form]).toBeTruthy()
  })

  it('maps each form to its send-email event, all of them stored lead events', () => {
    expect(FORM_EVENTS).toEqual({
      'unlock-inventory': 'UNLOCK_INVENTORY',
      'unlock-price': 'UNLOCK_PRICE',
      'test-drive': 'SCHEDULE_TEST_DRIVE',
      'sell-trade': 'SELL_OR_TRADE',
      contact: 'CONTACT',
      'staff-message': 'STAFF_MEMBER',
      careers: 'CAREERS',
      'apply-financing': 'APPLY_FINANCING',
      'full-credit-application': 'FULL_CREDIT_APP',
      'service-appointment': 'SERVICE',
    })
    expect([...new Set(Object.values(FORM_EVENTS))].sort()).toEqual([...LEAD_EVENTS].sort())
  })

  it('has the seven inquiry types with SPEC keys 1-7 and stable values', () => {
    expect(CONTACT_INQUIRY_TYPES.map((type) => [type.key, type.label])).toEqual([
      [1, 'Purchasing a vehicle'],
      [2, 'Financing options'],
      [3, 'Trade appraisal'],
      [4, 'Selling my car'],
      [5, 'Recent vehicle purchase'],
      [6, 'Billing issues'],
      [7, 'General questions'],
    ])
    expect(INQUIRY_TYPE_VALUES).toEqual([
      'purchasing',
      'financing',
      'trade-appraisal',
      'selling',
      'recent-purchase',
      'billing',
      'general',
    ])
    for (const type of CONTACT_INQUIRY_TYPES) expect(type.event).toMatch(/^CONTACT_[A-Z_]+$/)
    expect(inquiryTypeLabel('billing')).toBe('Billing issues')
    expect(inquiryTypeLabel('nope')).toBeUndefined()
  })

  it('qualifies CONTACT by the inquiry type and maps keys back to stored events', () => {
    expect(leadEventKey('contact', 'financing')).toBe('CONTACT_FINANCING')
    expect(leadEventKey('contact', 'trade-appraisal')).toBe('CONTACT_TRADE_APPRAISAL')
    expect(leadEventKey('contact', undefined)).toBe('CONTACT_GENERAL')
    expect(leadEventKey('test-drive')).toBe('SCHEDULE_TEST_DRIVE')
    expect(leadEventKey('staff-message', 'financing')).toBe('STAFF_MEMBER')
    expect(baseLeadEvent('CONTACT_BILLING')).toBe('CONTACT')
    expect(baseLeadEvent('FULL_CREDIT_APP')).toBe('FULL_CREDIT_APP')
    expect(isContactEventKey('CONTACT_GENERAL')).toBe(true)
    expect(isContactEventKey('CONTACT')).toBe(false)
  })

  it('enumerates every event key: nine plain events and seven CONTACT_{type}', () => {
    expect(LEAD_EVENT_KEYS).toHaveLength(16)
    expect(new Set(LEAD_EVENT_KEYS).size).toBe(16)
    expect(LEAD_EVENT_KEYS).not.toContain('CONTACT')
    expect(LEAD_EVENT_KEYS.filter(isContactEventKey)).toHaveLength(7)
  })
})
