'use client'

import { createContext } from 'react'
import type { UseFormRegister } from 'react-hook-form'

/**
 * How a field is bound to its form: the registration its control spreads and the field's error message. A live
 * form binds fields to react-hook-form (FormProvider in ./form-provider.client); without a provider a field renders
 * unbound, with the same markup, which is what a form's stand-in shows before the form's code has loaded
 * (./deferred-form.client). Fields reach react-hook-form only through this context, so a page whose forms are all
 * stand-ins carries none of it.
 */
export interface FieldBinding {
  register: UseFormRegister<Record<string, unknown>>
  /** A hook: the field's current error message, if any (read by path, e.g. 'homeAddress.zipCode'). */
  useErrorMessage: (name: string) => unknown
}

const noop = async () => undefined

/** The stand-in's binding: controls keep their names (the handoff reads them from FormData) and show no errors. */
const UNBOUND: FieldBinding = {
  register: (name) => ({ name, onChange: noop, onBlur: noop, ref: () => undefined }),
  useErrorMessage: () => undefined,
}

export const FieldBindingContext = createContext<FieldBinding>(UNBOUND)
