import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** The banner of a sold vehicle's page: it has been sold; similar vehicles follow below. */
export function SoldNotice({ title, locale = DEFAULT_LOCALE }: { title: string; locale?: Locale }) {
  return (
    <div role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-ink-900">
      <p className="font-bold">{t('inventory.vdp.soldTitle', locale).replace('{title}', title)}</p>
      <p className="mt-1 text-sm text-ink-700">
        {t('inventory.vdp.soldSeeSimilar', locale)}{' '}
        <Link href="/cars-for-sale" className="font-semibold underline">
          {t('inventory.vdp.soldBrowse', locale)}
        </Link>
        .
      </p>
    </div>
  )
}
