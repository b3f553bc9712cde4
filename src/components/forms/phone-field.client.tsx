'use client'

import { type ChangeEvent, useRef } from 'react'

import { loadOnce } from '@/lib/ui/load-once'

import { ConsentDisclaimer } from './consent-disclaimer'
import { CONTROL_CLASS, describedBy, FieldShell } from './field-shell'
import { useField } from './use-field.client'

// The mask needs libphonenumber-js (other countries' formats), the largest script of a form: it loads when a phone
// field is first focused. What is typed before it arrives (a few keystrokes at most) is masked as soon as it does.
const mask = loadOnce(() => import('@/lib/phone/input-mask').then((module) => module.maskPhoneInput))

function deleteDirection(event: ChangeEvent<HTMLInputElement>) {
  const { inputType } = event.nativeEvent as InputEvent
  if (inputType === 'deleteContentBackward') return 'backward'
  if (inputType === 'deleteContentForward') return 'forward'
  return undefined
}

/**
 * A phone input formatted with the SPEC's input mask, +1 (999) 999-9999, as the visitor types (the caret keeps
 * its place), with the cell-phone consent disclaimer as its description.
 */
export function PhoneField({ name, label = 'Phone' }: { name: string; label?: string }) {
  const { id, register, error } = useField(name)
  const field = register(name)
  const previous = useRef('')

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const loadedMask = mask.current()
    if (!loadedMask) {
      previous.current = input.value
      // Masked whole once the mask is there, caret at the end (the keystrokes so far were typed at the end).
      void mask
        .load()
        .then((late) => {
          if (!input.isConnected || input.value === '') return
          const masked = late(input.value)
          if (masked.value === input.value) return
          input.value = masked.value
          previous.current = masked.value
          return field.onChange({ target: input, type: 'change' })
        })
        .catch(() => undefined)
      return field.onChange(event)
    }
    const masked = loadedMask(input.value, input.selectionStart ?? input.value.length, {
      previous: previous.current,
      deleting: deleteDirection(event),
    })
    input.value = masked.value
    if (document.activeElement === input) input.setSelectionRange(masked.caret, masked.caret)
    previous.current = masked.value
    return field.onChange(event)
  }

  return (
    <FieldShell id={id} label={label} hint={<ConsentDisclaimer />} error={error}>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: true, error })}
        className={CONTROL_CLASS}
        {...field}
        onChange={onChange}
        onFocus={(event) => {
          void mask
        .load().catch(() => undefined)
          previous.current = event.target.value
        }}
      />
    </FieldShell>
  )
}
