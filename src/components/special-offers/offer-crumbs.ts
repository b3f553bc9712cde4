import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { Crumb } from '@/lib/structured-data/breadcrumbs'

/** The trail's first crumb ('Home') in the page's language; the trail's other names come translated. */
export function localizedCrumbs(crumbs: Crumb[], locale: Locale): Crumb[] {
  if (locale === DEFAULT_LOCALE) return crumbs
  return crumbs.map((crumb) => (crumb.path === '/' ? { ...crumb, name: t('offers.home', locale) } : crumb))
}
