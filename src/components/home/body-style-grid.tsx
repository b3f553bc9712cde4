import { BodyStyleTile } from '@/components/body-styles/body-style-tile'
import { getBodyStyles } from '@/lib/data/body-styles'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** Every active body style as a browse tile; nothing at all when none are set up. */
export async function BodyStyleGrid({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const bodyStyles = await getBodyStyles()
  if (bodyStyles.length === 0) {
    return <p className="text-ink-600">{t('home.noBodyStyles', locale)}</p>
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-9">
      {bodyStyles.map((bodyStyle) => (
        <li key={bodyStyle.id}>
          <BodyStyleTile bodyStyle={bodyStyle} locale={locale} />
        </li>
      ))}
    </ul>
  )
}

/** Tile placeholders while body styles stream in. */
export function BodyStyleGridSkeleton() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-9" aria-hidden="true">
      {Array.from({ length: 9 }, (_, index) => (
        <li key={index} className="h-32 animate-pulse rounded-xl border border-line bg-surface" />
      ))}
    </ul>
  )
}
