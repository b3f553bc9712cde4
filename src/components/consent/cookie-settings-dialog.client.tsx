'use client'

import Link from 'next/link'
import { useState } from 'react'

import { ModalDialog } from '@/components/ui/modal-dialog.client'
import type { ConsentTexts } from '@/lib/consent/texts'
import { COOKIE_CATEGORIES, type CookieCategory } from '@/lib/consent/tiers'
import { useTranslate } from '@/components/i18n/use-translate.client'

type CookieSettingsDialogProps = {
  texts: ConsentTexts
  /** The categories in force when the dialog opens. */
  allowed: readonly CookieCategory[]
  onSave: (chosen: CookieCategory[]) => void
  onAcceptAll: () => void
  onClose: () => void
}

const PRIMARY = 'min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800'
const SECONDARY = 'min-h-11 rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50'

/** The four consent categories to switch one by one; essential is always on (the site cannot run without it). */
export function CookieSettingsDialog({ texts, allowed, onSave, onAcceptAll, onClose }: CookieSettingsDialogProps) {
  const tr = useTranslate()
  const [chosen, setChosen] = useState<CookieCategory[]>(() => allowed.filter((category) => category !== 'essential'))
  const toggle = (category: CookieCategory, on: boolean) =>
    setChosen((current) => (on ? [...current, category] : current.filter((item) => item !== category)))

  return (
    <ModalDialog
      title={texts.customize}
      description={
        <p>
          {texts.description}{' '}
          <Link href="/legal/cookie-policy" className="font-semibold text-brand-800 underline">
            {tr('forms.common.cookiePolicy')}
          </Link>
        </p>
      }
      onClose={onClose}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSave(chosen)
        }}
        className="space-y-4"
      >
        <fieldset className="space-y-2">
          <legend className="sr-only">Cookie categories</legend>
          {COOKIE_CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-11 items-center gap-3 text-ink-900">
              <input
                type="checkbox"
                name={category}
                className="size-5 accent-brand-700"
                checked={category === 'essential' || chosen.includes(category)}
                disabled={category === 'essential'}
                onChange={(event) => toggle(category, event.target.checked)}
              />
              <span>
                {texts.labels[category]}
                {category === 'essential' && <span className="text-ink-600"> (always on)</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={PRIMARY}>
            {texts.save}
          </button>
          <button type="button" onClick={onAcceptAll} className={SECONDARY}>
            {texts.acceptAll}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
