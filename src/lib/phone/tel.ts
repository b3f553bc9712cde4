import { nationalDigits } from './national'

/**
 * A dialable tel: href from a display number of the store's configuration, such as (815) 555-0100: ten digits are
 * a North American number (the store's country is US), longer ones carry their country code. The link is on every
 * page, so this reads the configured number's ASCII digits itself rather than through libphonenumber-js.
 */
export function telHref(phone: string): string {
  const digits = nationalDigits(phone.replace(/\D/g, ''))
  return digits.length > 10 ? `tel:+${digits}` : `tel:+1${digits}`
}
