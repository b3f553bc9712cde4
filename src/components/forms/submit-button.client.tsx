'use client'

import type { ReactNode } from 'react'

import { useTranslate } from '@/components/i18n/use-translate.client'

import { HoneypotField } from './honeypot-field'

type SubmitButtonProps = { pending: boolean; children: ReactNode; pendingLabel?: string }

/**
 * The form's submit button. While the post is on its way it says so and ignores presses (aria-disabled rather
 * than disabled, so keyboard focus stays on it); a status line tells screen readers the form is being sent. It
 * also renders the form's honeypot, so every lead form with a submit button has one.
 */
export function SubmitButton({ pending, children, pendingLabel = 'Sending…' }: SubmitButtonProps) {
  const tr = useTranslate()
  const label = typeof children === 'string' ? tr.text(children) : children
  return (
    <>
      <HoneypotField />
      <button
        type="submit"
        aria-disabled={pending || undefined}
        onClick={(event) => {
          if (pending) event.preventDefault()
        }}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto"
      >
        {pending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
          />
        )}
        {pending ? tr.text(pendingLabel) : label}
      </button>
      <p role="status" className="sr-only">
        {pending ? tr.text(pendingLabel) : ''}
      </p>
    </>
  )
}
