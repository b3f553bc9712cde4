import { ValidationError, type CollectionBeforeOperationHook, type CollectionBeforeValidateHook } from 'payload'

import { passwordProblem } from '@/lib/auth/password-rule'

/** Refuses the save with a field message on `password` (REST answers 400; the admin shows it under the field). */
function refuse(message: string): never {
  throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message }] })
}

/** Create, first-user registration and password changes: the rule of src/lib/auth/password-rule.ts. */
export const checkPasswordOnSave: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  const password = data?.password
  if (typeof password !== 'string') return data
  const email = typeof data?.email === 'string' ? data.email : (originalDoc as { email?: string } | undefined)?.email
  const problem = passwordProblem(password, email)
  if (problem) refuse(problem)
  return data
}

/**
 * The reset-password operation hashes the new password before any validate hook sees it, so the rule runs
 * here, on the operation's arguments (the account is the one the reset token belongs to).
 */
export const checkPasswordOnReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const data = (args as { data?: { password?: unknown; token?: unknown } }).data
  if (typeof data?.password !== 'string') return args
  let email: string | undefined
  if (typeof data.token === 'string') {
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { resetPasswordToken: { equals: data.token } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      req,
    })
    email = docs[0]?.email
  }
  const problem = passwordProblem(data.password, email)
  if (problem) refuse(problem)
  return args
}
