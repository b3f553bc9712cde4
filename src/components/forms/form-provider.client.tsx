'use client'

import { useMemo, type ReactNode } from 'react'
import {
  type FieldValues,
  FormProvider as HookFormProvider,
  get,
  type UseFormRegister,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form'

import { FieldBindingContext, type FieldBinding } from './field-binding.client'

/** The field's error message from react-hook-form's form state (nested errors are read by their dotted path). */
function useHookFormError(name: string): unknown {
  const { errors } = useFormState({ name })
  const error: { message?: unknown } | undefined = get(errors, name)
  return error?.message
}

/**
 * react-hook-form's FormProvider plus the binding the shared fields read (./field-binding.client): every live form
 * wraps its fields in this one.
 */
export function FormProvider<T extends FieldValues, C, V extends FieldValues>({
  children,
  ...methods
}: UseFormReturn<T, C, V> & { children: ReactNode }) {
  const { register } = methods
  const binding = useMemo<FieldBinding>(
    () => ({ register: register as unknown as UseFormRegister<Record<string, unknown>>, useErrorMessage: useHookFormError }),
    [register],
  )
  return (
    <HookFormProvider {...methods}>
      <FieldBindingContext.Provider value={binding}>{children}</FieldBindingContext.Provider>
    </HookFormProvider>
  )
}
