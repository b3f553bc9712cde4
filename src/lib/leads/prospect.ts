/**
 * The ADF prospect status of a lead from the visitor's `adfLead` cookie: unset → the first
 * lead, sent as 'new' (and the cookie is then set to '1' by ./visitor); set → every later lead is 'resend'.
 */
import type { ProspectStatus } from './adf-types'

/** The cookie that marks a visitor who already sent a lead. */
export const ADF_LEAD_COOKIE = 'adfLead'
/** Its value once set. */
export const ADF_LEAD_VALUE = '1'

/** 'new' when the adfLead cookie is absent or empty, 'resend' otherwise. */
export function prospectStatusOf(adfLeadCookie: string | null | undefined): ProspectStatus {
  return adfLeadCookie?.trim() ? 'resend' : 'new'
}
