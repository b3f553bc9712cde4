import { useId } from 'react'
import { useFormContext, useFormState } from 'react-hook-form'

/** The pieces every field needs: a unique id, react-hook-form's registration and the field's error message. */
export function useField(name: string) {
  const id = useId()
  const { register } = useFormContext()
  const { errors } = useFormState({ name })
  const message = errors[name]?.message
  return { id, register, error: typeof message === 'string' ? message : undefined }
}
