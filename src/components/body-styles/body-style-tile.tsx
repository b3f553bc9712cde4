import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import { CarIcon } from '@/components/icons/icons'
import { MediaImage } from '@/components/media/media-image'
import type { BodyStyleTileData } from '@/lib/data/body-styles'
import { formatPrice } from '@/lib/format'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { bodyStyleLabel } from '@/lib/inventory/listing-labels'

/** SPEC filter path for a body style on the root used-car listing. */
function bodyStylePath(value: string): string {
  return `/used-cars-for-sale/${value}`
}

/** Browse-by-body-style tile: picture, name and the starting price when known. */
export function BodyStyleTile({ bodyStyle, locale = DEFAULT_LOCALE }: { bodyStyle: BodyStyleTileData; locale?: Locale }) {
  return (
    <Link
      href={bodyStylePath(bodyStyle.value)}
      className="group flex h-full flex-col items-center rounded-xl border border-line bg-white p-3 text-center shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md"
    >
      <div className="relative aspect-[16/9] w-full">
        <MediaImage
          media={bodyStyle.image}
          size="thumbnail"
          alt=""
          sizes="(min-width: 1024px) 12vw, (min-width: 640px) 20vw, 45vw"
          className="object-contain"
        />
        {!bodyStyle.image && (
          <div className="absolute inset-0 grid place-items-center text-brand-700" aria-hidden="true">
            <CarIcon className="size-12" />
          </div>
        )}
      </div>
      <span className="mt-2 font-semibold text-ink-900 group-hover:text-brand-800">
        {locale === DEFAULT_LOCALE ? bodyStyle.name : bodyStyleLabel(bodyStyle.value, locale)}
      </span>
      {bodyStyle.startingPrice != null && bodyStyle.startingPrice > 0 && (
        <span className="text-sm text-ink-600">{t('inventory.bodyStyles.from', locale).replace('{price}', formatPrice(bodyStyle.startingPrice))}</span>
      )}
    </Link>
  )
}
