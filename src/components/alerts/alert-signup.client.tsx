'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { useDeferredForm } from '@/components/forms/deferred-form.client'
import { CONTROL_CLASS, FieldShell } from '@/components/forms/field-shell'
import { FormAlert } from '@/components/forms/form-alert'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { useLocale } from '@/components/i18n/locale-context.client'
import { ALERT_FORM_TEXTS } from '@/lib/i18n/alert-form-texts'

import type { AlertTarget } from './alert-signup-form.client'

const loadForm = () => import('./alert-signup-form.client').then((module) => module.AlertSignupForm)

/**
 * "Tell me if the price drops" (VDP) and "Tell me about new matches" (SRP). Every search and vehicle page shows
 * it, mostly to visitors who never use it: the page carries only this frame and a stand-in of the form with the
 * same markup, and the live form (react-hook-form, the email field's logic) loads on the first focus, press or
 * submission (src/components/forms/deferred-form.client.ts). Success says to check the inbox: nothing is sent
 * until the address confirms.
 */
export function AlertSignup(props: AlertTarget) {
  const headingId = useId()
  const emailId = useId()
  const texts = ALERT_FORM_TEXTS[useLocale()]
  const doneRef = useRef<HTMLParagraphElement>(null)
  const [done, setDone] = useState(false)
  const { live, standIn } = useDeferredForm(loadForm)
  const priceDrop = props.kind === 'price-drop'
  // The form (and the button that had focus) goes away on success: focus moves to the message that replaces it.
  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-ink-200 bg-white p-4">
      <h2 id={headingId} className="font-bold text-ink-900">
        {priceDrop ? texts['price-drop-title'] : texts['new-matches-title']}
      </h2>
      <div role="status">
        {done && (
          <div className="mt-2">
            <p ref={doneRef} tabIndex={-1} className="font-semibold text-ink-900 focus:outline-none">
              {texts['success-title']}
            </p>
            <p className="mt-1 text-sm text-ink-700">{texts.success}</p>
          </div>
        )}
      </div>
      {!done && (
        <>
          <p className="mt-1 text-sm text-ink-700">{priceDrop ? texts['price-drop-intro'] : texts['new-matches-intro']}</p>
          {live ? (
            <live.Form target={props} handoff={live.handoff} onDone={() => setDone(true)} />
          ) : (
            <form noValidate {...standIn} className="mt-3 space-y-3">
              <FieldShell id={emailId} label={texts.email}>
                <input
                  id={emailId}
                  name="email"
                  type="email"
                  autoComplete="email"
                  spellCheck={false}
                  aria-required
                  className={CONTROL_CLASS}
                />
              </FieldShell>
              <FormAlert message={null} />
              <SubmitButton pending={false}>{texts.submit}</SubmitButton>
            </form>
          )}
        </>
      )}
    </section>
  )
}
