'use client'

import { useState } from 'react'

import { useHydrated } from '@/components/forms/use-hydrated.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

/** The list's shareable link, and a button copying its full address where the browser allows it. */
export function ShareLink({ href, label }: { href: string; label: string }) {
  const hydrated = useHydrated()
  const tr = useTranslate()
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  return (
    <p className="flex flex-wrap items-center gap-3 print:hidden">
      <a href={href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {label}
      </a>
      {hydrated && typeof navigator.clipboard?.writeText === 'function' && (
        <button
          type="button"
          onClick={() =>
            navigator.clipboard.writeText(new URL(href, window.location.href).href).then(
              () => setCopied('yes'),
              () => setCopied('no'),
            )
          }
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {tr('inventory.favorites.copyLink')}
        </button>
      )}
      <span role="status" className="text-sm text-ink-700">
        {copied === 'yes' ? tr('inventory.favorites.linkCopied') : copied === 'no' ? tr('inventory.favorites.couldNotCopyCopy') : ''}
      </span>
    </p>
  )
}
