/** The shortest password a staff account may have. */
export const MIN_PASSWORD_LENGTH = 12

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters for the password.`,
  isEmail: 'The password must not be your email address (or its part before the @).',
} as const

/**
 * What is wrong with a staff password, or null when it is acceptable: at least 12 characters and not the
 * account's email address or its name part (the first thing an attacker tries). Pure, for the Users hooks.
 */
export function passwordProblem(password: string, email?: string | null): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort
  const normalized = password.trim().toLowerCase()
  const address = email?.trim().toLowerCase()
  if (address && (normalized === address || normalized === address.split('@')[0])) return PASSWORD_MESSAGES.isEmail
  return null
}
