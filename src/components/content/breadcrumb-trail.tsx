import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import { JsonLd } from '@/components/seo/json-ld'
import { siteOriginFromEnv } from '@/lib/config/site-url'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'
import { breadcrumbListJsonLd, type Crumb } from '@/lib/structured-data/breadcrumbs'

/**
 * The visible trail of a deep page (Home › Auto financing › This page) and its BreadcrumbList JSON-LD. The last
 * crumb is the current page: text with aria-current, not a link to itself. Crumb paths are the English ones; in
 * another language the links (LocaleLink) and the JSON-LD name that language's URLs.
 */
export function BreadcrumbTrail({ crumbs, locale = DEFAULT_LOCALE }: { crumbs: readonly Crumb[]; locale?: Locale }) {
  // Trails are built with English names for Home ('/'); the trail names it in the page's language.
  const named = crumbs.map((crumb) => (crumb.path === '/' ? { ...crumb, name: t('content.pages.home', locale) } : crumb))
  const localized = named.map((crumb) => ({ ...crumb, path: localePath(crumb.path, locale) }))
  return (
    <nav aria-label={t('content.articles.breadcrumb', locale)} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-600">
        {named.map((crumb, index) => {
          const last = index === named.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">›</span>}
              {last ? (
                <span aria-current="page" className="font-medium text-ink-900">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="inline-flex min-h-6 items-center underline underline-offset-2 hover:text-brand-700">
                  {crumb.name}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
      <JsonLd data={breadcrumbListJsonLd(localized, siteOriginFromEnv())} />
    </nav>
  )
}
