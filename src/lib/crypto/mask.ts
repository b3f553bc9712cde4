/** What staff other than admins see of a social security number: the last four digits only. */
export function maskSsn(ssn: string): string {
  const digits = ssn.replace(/\D/g, '')
  return `***-**-${digits.slice(-4).padStart(4, '*')}`
}

/** A date of birth shown to staff other than admins: nothing of it. */
export const MASKED_DATE = '****-**-**'

/** True for a value that is one of the masks above: saving it back must keep the stored value. */
export function isMaskedValue(value: unknown): boolean {
  return typeof value === 'string' && (value === MASKED_DATE || /^\*\*\*-\*\*-[\d*]{4}$/.test(value))
}
