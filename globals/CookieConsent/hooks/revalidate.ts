import { revalidateGlobal } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/** Expires cached reads of the cookie-consent settings after an edit. */
export const revalidateCookieConsent = revalidateGlobal(TAGS.cookieConsent)
