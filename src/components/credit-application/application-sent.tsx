import Link from 'next/link'
import type { Ref } from 'react'
import { useLocale } from '@/components/i18n/locale-context.client'
import { useTranslate } from '@/components/i18n/use-translate.client'
import { localePath } from '@/lib/i18n/locales'

/**
 * Shown once the application is stored: what happens next, and a way to start another one. Rendered only by the
 * client form, so it reads the page's language like its fields.
 */
export function ApplicationSent({ heading, onRestart }: { heading: Ref<HTMLHeadingElement>; onRestart: () => void }) {
  const tr = useTranslate()
  const locale = useLocale()
  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink-900 focus:outline-none">
        {tr('finance.creditApplication.applicationSent')}
      </h2>
      <p className="text-ink-700">
        {tr('finance.creditApplication.thankFinanceTeamWill')}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          href={localePath('/cars-for-sale', locale)}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {tr('finance.creditApplication.browseInventory')}
        </Link>
        <button type="button" onClick={onRestart} className="min-h-11 rounded-lg border border-slate-500 px-4 font-semibold">
          {tr('finance.creditApplication.startAnotherApplication')}
        </button>
      </div>
    </div>
  )
}
