'use client'

import { useDeferredForm } from '@/components/forms/deferred-form.client'
import { useHydrated } from '@/components/forms/use-hydrated.client'

import { ContactFormFields } from './contact-form-fields.client'

const loadForm = () => import('./contact-form-live.client').then((module) => module.ContactFormLive)

/**
 * The contact page's message form. Most visitors of the page call or read the hours instead, so the page carries a
 * stand-in with the same markup, and the live form (react-hook-form, the lead form's logic) loads on the first
 * focus, press or submission inside it (src/components/forms/deferred-form.client.ts). Disabled until hydrated:
 * without JavaScript the page's call block is the way to reach the dealership.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const hydrated = useHydrated()
  const { live, standIn } = useDeferredForm(loadForm)
  if (live) return <live.Form labelledBy={labelledBy} handoff={live.handoff} />
  return (
    <form noValidate {...standIn} aria-labelledby={labelledBy}>
      <fieldset disabled={!hydrated} className="space-y-4">
        <ContactFormFields formError={null} pending={false} />
      </fieldset>
    </form>
  )
}
