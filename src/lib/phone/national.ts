/**
 * The ten national digits of a North American number written with its country code 1 ('18155550100' →
 * '8155550100'); other digit strings unchanged. Free of libphonenumber-js, so the click-to-call link can use it
 * without bringing the library into every page's scripts.
 */
export function nationalDigits(digits: string): string {
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}
