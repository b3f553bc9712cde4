import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import { CarIcon } from '@/components/icons/icons'
import { MediaImage } from '@/components/media/media-image'
import type { BodyStyleGuideEntry } from '@/lib/data/body-styles'
import { formatPrice } from '@/lib/format'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { bodyStyleLabel } from '@/lib/inventory/listing-labels'
import { bodyStyleListingPath } from '@/lib/inventory/body-style-keyword'

/** The buying guide's paragraphs: the textarea's blank-line-separated blocks. */
function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** One body style of the guide: picture, name, starting price, the guide text and a link to its listing. */
function GuideEntry({ bodyStyle, locale }: { bodyStyle: BodyStyleGuideEntry; locale: Locale }) {
  const headingId = `body-style-${bodyStyle.value}`
  const name = locale === DEFAULT_LOCALE ? bodyStyle.name : bodyStyleLabel(bodyStyle.value, locale)
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-line p-4 sm:grid-cols-[14rem_1fr] sm:p-6">
        <div className="relative aspect-[16/9] w-full bg-surface sm:aspect-[4/3]">
          <MediaImage media={bodyStyle.image} size="card" alt="" sizes="(min-width: 640px) 14rem, 100vw" className="object-contain" />
          {!bodyStyle.image && (
            <div className="absolute inset-0 grid place-items-center text-brand-700" aria-hidden="true">
              <CarIcon className="size-12" />
            </div>
          )}
        </div>
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-ink-900">
            {name}
          </h2>
          {bodyStyle.startingPrice != null && bodyStyle.startingPrice > 0 && (
            <p className="text-ink-600">{t('inventory.bodyStyles.from', locale).replace('{price}', formatPrice(bodyStyle.startingPrice))}</p>
          )}
          <div className="mt-2 max-w-3xl space-y-2 text-ink-700">
            {paragraphs(bodyStyle.buyingGuide).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <Link
            href={bodyStyleListingPath(bodyStyle.value)}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('inventory.bodyStyles.shop', locale).replace('{name}', name)}
          </Link>
        </div>
      </article>
    </li>
  )
}

/** Every active body style with its buying guide; a note when none are set up. */
export function BodyStyleGuide({
  bodyStyles,
  locale = DEFAULT_LOCALE,
}: {
  bodyStyles: readonly BodyStyleGuideEntry[]
  locale?: Locale
}) {
  if (bodyStyles.length === 0) return <p className="text-ink-700">{t('home.noBodyStyles', locale)}</p>
  return (
    <ul className="space-y-6">
      {bodyStyles.map((bodyStyle) => (
        <GuideEntry key={bodyStyle.id} bodyStyle={bodyStyle} locale={locale} />
      ))}
    </ul>
  )
}
