import { useId } from 'react'
import { get, useFormContext, useFormState } from 'react-hook-form'

import { useTranslate } from '@/components/i18n/use-translate.client'

/**
 * The pieces every field needs: a unique id, react-hook-form's registration and the field's error message in the
 * page's language (the shared schemas speak English; src/lib/i18n/es-messages.ts has their Spanish).
 * `name` may be a dotted path ('homeAddress.zipCode'): react-hook-form nests those errors, so they are read by path.
 */
export function useField(name: string) {
  const id = useId()
  const { register } = useFormContext()
  const { errors } = useFormState({ name })
  const tr = useTranslate()
  const error: { message?: unknown } | undefined = get(errors, name)
  const message = error?.message
  return { id, register, error: typeof message === 'string' ? tr(message) : undefined }
}
