import { useId } from 'react'
import { get, useFormContext, useFormState } from 'react-hook-form'

/**
 * The pieces every field needs: a unique id, react-hook-form's registration and the field's error message.
 * `name` may be a dotted path ('homeAddress.zipCode'): react-hook-form nests those errors, so they are read by path.
 */
export function useField(name: string) {
  const id = useId()
  const { register } = useFormContext()
  const { errors } = useFormState({ name })
  const error: { message?: unknown } | undefined = get(errors, name)
  const message = error?.message
  return { id, register, error: typeof message === 'string' ? message : undefined }
}
