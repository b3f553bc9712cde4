import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { translateText } from '@/lib/i18n/translate'

import { HEART_LABEL, heartClass } from './heart-look'
import { HeartIcon } from './heart-icon'

/**
 * A card's heart, rendered on the server: the same button as FavoriteButton (aria-pressed, the car's name), whose
 * state and clicks FavoriteHearts (one per page, mounted by SiteBody) keeps from the visitor's localStorage after
 * hydration. A results page shows 19 of them; a client component each (hooks, contexts, props in the payload) was
 * a share of every first-visit render.
 */
export function FavoriteHeart({ vin, name, locale = DEFAULT_LOCALE }: { vin: string; name: string; locale?: Locale }) {
  const label = translateText(HEART_LABEL, locale).replace('{name}', name)
  return (
    <button type="button" aria-pressed={false} data-favorite-vin={vin} data-favorite-heart={name} className={heartClass('card')}>
      <HeartIcon filled={false} className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  )
}
