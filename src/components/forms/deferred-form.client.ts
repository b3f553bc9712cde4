'use client'

import { type FormEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { HONEYPOT_FIELD } from './honeypot-field'

/** What a form's stand-in hands to the live form when its code arrives. */
export interface FormHandoff {
  /** Each named field's text as typed into the stand-in (the honeypot's too). */
  values: Record<string, string>
  /** The name of the field that had focus (SUBMIT_FOCUS for the submit button), to be focused again in the live form. */
  focus: string | null
  /** The stand-in was submitted before the live form arrived: the live form submits once it is there. */
  submit: boolean
}

/** The handoff's focus key of the form's submit button, which has no name of its own. */
const SUBMIT_FOCUS = '[type=submit]'

/** What identifies a focused control in both forms: its name, or being the submit button. */
function focusKey(element: Element): string | null {
  const name = element.getAttribute('name')
  if (name) return name
  return element instanceof HTMLButtonElement && element.type === 'submit' ? SUBMIT_FOCUS : null
}

/**
 * A form whose code (react-hook-form, its fields' logic, the schema loader) loads when a visitor first reaches it:
 * the component renders a stand-in with the same markup and these props, and the first focus, press or submission
 * inside it loads the live form, which replaces it with what was typed and the focus carried over (nothing moves:
 * both render the same elements). Until then the page's scripts hold no form code.
 */
export function useDeferredForm<Live>(load: () => Promise<Live>) {
  const [live, setLive] = useState<{ Form: Live; handoff: FormHandoff } | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const loading = useRef<Promise<void> | null>(null)
  const submitted = useRef(false)

  const start = () => {
    loading.current ??= load().then(
      (Form) => {
        const element = form.current
        const values: Record<string, string> = {}
        if (element) for (const [name, value] of new FormData(element)) if (typeof value === 'string') values[name] = value
        const active = document.activeElement
        const focus = element && active && element.contains(active) ? focusKey(active) : null
        // Committed at once, so no keystroke lands in the stand-in between reading it and replacing it.
        flushSync(() => setLive({ Form, handoff: { values, focus, submit: submitted.current } }))
      },
      () => {
        loading.current = null
      },
    )
  }

  const standIn = {
    ref: form,
    onFocus: start,
    onPointerDown: start,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      submitted.current = true
      start()
    },
  }
  return { live, standIn }
}

/**
 * The live form's part of the handoff, once it is in the page: the honeypot keeps what the stand-in's held (a
 * script that filled it must not get a clean one), the focused field gets focus back, and a stand-in submission
 * is repeated.
 */
function completeHandoff(form: HTMLFormElement | null, handoff: FormHandoff | undefined, submit: () => void): void {
  if (!form || !handoff) return
  const honeypot = form.elements.namedItem(HONEYPOT_FIELD)
  if (honeypot instanceof HTMLInputElement) honeypot.value = handoff.values[HONEYPOT_FIELD] ?? ''
  const focused =
    handoff.focus === SUBMIT_FOCUS
      ? form.querySelector('button[type=submit]')
      : handoff.focus
        ? form.elements.namedItem(handoff.focus)
        : null
  if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) {
    focused.focus()
    // Writing the value again puts the caret after what was typed (email inputs have no selection API for it).
    const typed = focused.value
    focused.value = ''
    focused.value = typed
  } else if (focused instanceof HTMLElement) focused.focus()
  if (handoff.submit) submit()
}

/**
 * The live form's side of the handoff, once, in the same commit that replaces the stand-in (so no keystroke falls
 * between): focus, honeypot and a stand-in submission carried over (completeHandoff above).
 */
export function useHandoff(form: RefObject<HTMLFormElement | null>, handoff: FormHandoff | undefined, submit: () => void): void {
  const handedOver = useRef(false)
  useLayoutEffect(() => {
    if (handedOver.current) return
    handedOver.current = true
    completeHandoff(form.current, handoff, submit)
  })
}
