'use client'

import { lazy, Suspense, useRef, useState } from 'react'

import { useHydrated } from '@/components/forms/use-hydrated.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { usePricingSettings } from './pricing-settings.client'

// The wizard (its steps, the lead form and its schema) loads when a visitor shows interest, not with every page.
const loadDialog = () => import('./pricing-wizard-dialog.client')
const PricingWizardDialog = lazy(() => loadDialog().then((module) => ({ default: module.PricingWizardDialog })))

const BUTTON_CLASS =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait sm:w-auto'

/**
 * "Personalize your payment": opens the pricing wizard, and takes focus back when it closes. It needs
 * JavaScript (the payments are computed in the browser), so it stays disabled until the page is hydrated.
 */
export function PersonalizePayment({ vehicleId }: { vehicleId?: string }) {
  const tr = useTranslate()
  const settings = usePricingSettings()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        disabled={!hydrated}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
        className={BUTTON_CLASS}
      >
        {tr('finance.pricing.personalizePayment')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PricingWizardDialog
            settings={settings}
            vehicleId={vehicleId}
            onClose={() => {
              setOpen(false)
              buttonRef.current?.focus()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
