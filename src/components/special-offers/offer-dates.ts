import { formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** An offer's validity as one line ('Valid through 12/31/26'); null when it runs until removed. Pure. */
export function offerValidity(
  offer: { startDate?: string | null; endDate?: string | null },
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const end = formatDate(offer.endDate)
  if (!end) return null
  return t('offers.validThrough', locale).replace('{date}', end)
}
