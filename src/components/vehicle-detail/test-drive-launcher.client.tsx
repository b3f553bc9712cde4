'use client'

import { lazy, Suspense, useRef, useState } from 'react'

import { useHydrated } from '@/components/forms/use-hydrated.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

import type { TestDrivePlan } from './test-drive-plan'

// The form (react-hook-form, zod, the schema) loads when a visitor shows interest, not with every vehicle page.
const loadDialog = () => import('./test-drive-dialog.client')
const TestDriveDialog = lazy(() => loadDialog().then((module) => ({ default: module.TestDriveDialog })))

const BUTTON_CLASS =
  'mt-3 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50'

/**
 * The test-drive prompt's action. Before JavaScript runs it is a link to the contact page (phone numbers, no form
 * needed); once hydrated it is a button opening the scheduling dialog, and focus comes back to it on close.
 */
export function TestDriveLauncher({ plan, fallbackHref }: { plan: TestDrivePlan; fallbackHref: string }) {
  const tr = useTranslate()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  if (!hydrated) {
    return (
      <a href={fallbackHref} className={BUTTON_CLASS}>
        {tr('forms.testDrive.scheduleTestDrive')}
      </a>
    )
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
        className={BUTTON_CLASS}
      >
        {tr('forms.testDrive.scheduleTestDrive')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TestDriveDialog
            plan={plan}
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
