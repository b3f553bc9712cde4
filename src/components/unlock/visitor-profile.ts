import { formatPhone } from '@/lib/phone'
import { VISITOR_COOKIES } from '@/lib/leads/visitor-cookies'

import { readBrowserCookies } from '@/lib/cookies/browser'

/** The four contact fields of the unlock forms. */
export type ContactValues = { firstName: string; lastName: string; email: string; phone: string }

/**
 * The contact fields the visitor already gave (profile cookies), so a returning visitor unlocks with one press.
 * The phone is shown in the input mask.
 */
export function profileDefaults(): ContactValues {
  const cookies = readBrowserCookies()
  const phone = cookies[VISITOR_COOKIES.phone] ?? ''
  return {
    firstName: cookies[VISITOR_COOKIES.firstName] ?? '',
    lastName: cookies[VISITOR_COOKIES.lastName] ?? '',
    email: cookies[VISITOR_COOKIES.email] ?? '',
    phone: phone ? formatPhone(phone, 'input') : '',
  }
}
