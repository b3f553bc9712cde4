import { describe, expect, it } from 'vitest'

import { ADF_LEAD_COOKIE, prospectStatusOf } from '@/lib/leads/prospect'
import { sampleBody } from '@/lib/leads/samples'
import { parseForm } from '@/lib/leads/schemas/registry'
import {
  ADS_VALUES_MAX_AGE_S,
  STORE_SELECTION_MAX_AGE_S,
  VISITOR_PROFILE_MAX_AGE_S,
  adsValuesCookieFor,
  filterAdsValues,
  parseAdsValuesCookie,
  selectedStoreCookie,
  submittedProfileOf,
  visitorCookieUpdates,
  type CookieWrite,
} from '@/lib/leads/visitor'

const now = new Date('2030-06-01T12:00:00Z')
const newId = () => 'id-1'
const byName = (writes: CookieWrite[]) => Object.fromEntries(writes.map((write) => [write.name, write.value]))

describe('prospect status from the adfLead cookie', () => {
  it('new when unset, resend afterwards', () => {
    expect(ADF_LEAD_COOKIE).toBe('adfLead')
    expect(prospectStatusOf(undefined)).toBe('new')
    expect(prospectStatusOf('')).toBe('new')
    expect(prospectStatusOf('1')).toBe('resend')
  })
})

describe('visitor profile cookies after a lead', () => {
  const jane = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '8155550100' }

  it('first lead: contact fields, uniqueUserId, unlockPrice, adfLead 1; secure, lax, one year', () => {
    const writes = visitorCookieUpdates({ current: {}, submitted: jane, now, newId })
    expect(byName(writes)).toEqual({ ...jane, uniqueUserId: 'id-1', unlockPrice: String(now.getTime()), adfLead: '1' })
    for (const write of writes) {
      expect(write.options).toEqual({
        path: '/',
        secure: true,
        sameSite: 'lax',
        httpOnly: false,
        maxAge: VISITOR_PROFILE_MAX_AGE_S,
      })
    }
  })

  it('later lead: keeps the id, the unlock time and adfLead', () => {
    const current = { ...jane, uniqueUserId: 'old', unlockPrice: '1', adfLead: '1' }
    const writes = visitorCookieUpdates({ current, submitted: { ...jane, firstName: 'Janet' }, now, newId })
    expect(byName(writes)).toEqual({ ...jane, firstName: 'Janet' })
  })

  it('unlockPrice only once all four contact fields are known (now or before)', () => {
    expect(
      byName(visitorCookieUpdates({ current: {}, submitted: { email: 'jane@example.com' }, now, newId })),
    ).not.toHaveProperty('unlockPrice')
    const completed = visitorCookieUpdates({
      current: { firstName: 'Jane', lastName: 'Doe', phone: '8155550100' },
      submitted: { email: 'jane@example.com' },
      now,
      newId,
    })
    expect(byName(completed).unlockPrice).toBe(String(now.getTime()))
  })

  it('a different phone drops phoneVerified, unless it is the verified number', () => {
    const current = { ...jane, phoneVerified: 'true', adfLead: '1', uniqueUserId: 'u', unlockPrice: '1' }
    const changed = visitorCookieUpdates({ current, submitted: { ...jane, phone: '8155550199' }, now, newId })
    expect(changed.find((write) => write.name === 'phoneVerified')).toMatchObject({ value: '', options: { maxAge: 0 } })
    const same = visitorCookieUpdates({ current, submitted: jane, now, newId })
    expect(same.find((write) => write.name === 'phoneVerified')).toBeUndefined()
    const verifiedNumber = visitorCookieUpdates({
      current: { ...current, phoneVerified: '8155550199' },
      submitted: { ...jane, phone: '+1 815 555 0199' },
      now,
      newId,
    })
    expect(verifiedNumber.find((write) => write.name === 'phoneVerified')).toBeUndefined()
  })

  it('profile of a submission: contact fields and the home address, never the date of birth or SSN', () => {
    const credit = parseForm('full-credit-application', sampleBody('full-credit-application'))
    if (!credit.ok) throw new Error('sample rejected')
    const profile = submittedProfileOf({ form: 'full-credit-application', data: credit.data })
    expect(profile).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
      phone: '8155550100',
      // The applicant's current residence (the first), not the co-borrower's.
      locationAddress: { address: '123 Main St', apartment: 'Apt 2', city: 'Rockford', state: 'IL', zipCode: '61108' },
    })
    expect(JSON.stringify(profile)).not.toContain('1985-04-12')
    const financing = parseForm('apply-financing', sampleBody('apply-financing'))
    if (!financing.ok) throw new Error('sample rejected')
    const writes = visitorCookieUpdates({
      current: {},
      submitted: submittedProfileOf({ form: 'apply-financing', data: financing.data }),
      now,
      newId,
    })
    expect(JSON.parse(byName(writes).homeAddress)).toEqual({
      address: '123 Main St',
      city: 'Rockford',
      state: 'IL',
      zipCode: '61108',
    })
    expect(writes.map((write) => write.name)).not.toContain('dateOfBirth')
  })

  it('locationAddress like the other profile cookies: secure, lax, one year, readable by the forms', () => {
    const locationAddress = { address: '6250 E State St', city: 'Rockford', state: 'IL', zipCode: '61108' }
    const writes = visitorCookieUpdates({ current: {}, submitted: { ...jane, locationAddress }, now, newId })
    const write = writes.find((entry) => entry.name === 'locationAddress')
    expect(write && JSON.parse(write.value)).toEqual(locationAddress)
    expect(write?.options).toEqual({ path: '/', secure: true, sameSite: 'lax', httpOnly: false, maxAge: VISITOR_PROFILE_MAX_AGE_S })
    expect(byName(visitorCookieUpdates({ current: {}, submitted: jane, now, newId }))).not.toHaveProperty('locationAddress')
  })

  it('a dateOfBirth cookie a browser still sends is deleted; none is ever written', () => {
    const current = { dateOfBirth: '1985-04-12', adfLead: '1', uniqueUserId: 'u' }
    const writes = visitorCookieUpdates({ current, submitted: jane, now, newId })
    expect(writes.filter((write) => write.name === 'dateOfBirth')).toEqual([
      { name: 'dateOfBirth', value: '', options: { path: '/', secure: true, sameSite: 'lax', httpOnly: false, maxAge: 0 } },
    ])
    expect(visitorCookieUpdates({ current: {}, submitted: jane, now, newId }).map((write) => write.name)).not.toContain('dateOfBirth')
  })

  it('selected store cookie lasts 30 days', () => {
    expect(selectedStoreCookie('loc-1')).toEqual({
      name: 'userSelectedStore',
      value: 'loc-1',
      options: { path: '/', secure: true, sameSite: 'lax', httpOnly: false, maxAge: 30 * 24 * 60 * 60 },
    })
    expect(STORE_SELECTION_MAX_AGE_S).toBe(30 * 24 * 60 * 60)
  })
})

describe('adsValues', () => {
  it('keeps only the allow-listed parameters, trimmed, bounded, without control characters', () => {
    const params = new URLSearchParams(
      'utm_source=google&utm_medium=cpc&gclid=abc&gbraid=g&gwraid=w&fbclid=f&utm_term=%20x%20&utm_content=c&utm_campaign=s&ref=evil&session=1',
    )
    expect(filterAdsValues(params)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 's',
      utm_term: 'x',
      utm_content: 'c',
      gclid: 'abc',
      fbclid: 'f',
      gbraid: 'g',
      gwraid: 'w',
    })
    expect(filterAdsValues({ utm_source: 'a\u0000b'.padEnd(500, 'z'), gclid: 7 })).toEqual({
      utm_source: 'ab'.padEnd(200, 'z'),
    })
    expect(filterAdsValues(params, ['utm_source'])).toEqual({ utm_source: 'google' })
  })

  it('a URL with tracking parameters writes a 30-day cookie; without, nothing', () => {
    const write = adsValuesCookieFor(new URLSearchParams('utm_source=google&page=2'))
    expect(write).toMatchObject({
      name: 'adsValues',
      options: { maxAge: ADS_VALUES_MAX_AGE_S, sameSite: 'lax', secure: true },
    })
    expect(JSON.parse(write?.value ?? '')).toEqual({ utm_source: 'google' })
    expect(ADS_VALUES_MAX_AGE_S).toBe(30 * 24 * 60 * 60)
    expect(adsValuesCookieFor(new URLSearchParams('page=2'))).toBeNull()
  })

  it('reads the cookie back safely', () => {
    expect(parseAdsValuesCookie('{"utm_source":"google","evil":"x"}')).toEqual({ utm_source: 'google' })
    for (const raw of [undefined, '', 'not json', '[1,2]', 'null', '"text"'])
      expect(parseAdsValuesCookie(raw)).toEqual({})
  })
})
