import { useContext, useId } from 'react'

import { useTranslate } from '@/components/i18n/use-translate.client'

import { FieldBindingContext } from './field-binding.client'

/**
 * The pieces every field needs: a unique id, its form's registration and the field's error message in the page's
 * language (the shared schemas speak English; src/lib/i18n/es-messages.ts has their Spanish). The binding comes from
 * the surrounding form (./field-binding.client): react-hook-form in a live form, none in a stand-in.
 */
export function useField(name: string) {
  const id = useId()
  const { register, useErrorMessage } = useContext(FieldBindingContext)
  const message = useErrorMessage(name)
  const tr = useTranslate()
  return { id, register, error: typeof message === 'string' ? tr.text(message) : undefined }
}
