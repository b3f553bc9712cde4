/**
 * The visitor-profile cookies' names and lifetimes. Apart from ./visitor.ts, which decides the
 * cookie writes on the server, because the browser code of every page (consent, tracking, popups) reads these
 * names and should not bring that module's phone-number library and schemas with it.
 */
import { COOKIES } from '@/lib/settings/defaults'

import { ADF_LEAD_COOKIE } from './prospect'

/** Cookie names of the visitor profile. */
export const VISITOR_COOKIES = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  phoneVerified: 'phoneVerified',
  homeAddress: 'homeAddress',
  locationAddress: 'locationAddress',
  uniqueUserId: 'uniqueUserId',
  unlockPrice: 'unlockPrice',
  userSelectedStore: 'userSelectedStore',
  adfLead: ADF_LEAD_COOKIE,
  adsValues: 'adsValues',
} as const

/**
 * Profile cookies the site never writes and deletes when a browser still sends them: a birth date readable by
 * every script of the page (and sent with every request) is identity-theft material, and no page needs it.
 */
export const RETIRED_VISITOR_COOKIES = ['dateOfBirth'] as const

const DAY_S = 24 * 60 * 60
/** Lifetime of the profile cookies, seconds (the SPEC's shared constant is not shown: one year). */
export const VISITOR_PROFILE_MAX_AGE_S = 365 * DAY_S
/** Lifetime of userSelectedStore and adsValues, seconds (30 days). */
export const STORE_SELECTION_MAX_AGE_S = COOKIES.storeSelectionMaxAgeMs / 1000
export const ADS_VALUES_MAX_AGE_S = COOKIES.adsValuesMaxAgeMs / 1000
