import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { NotFoundTitle } from './not-found-title.client'
import { StatusMessage } from './status-message'

/** SPEC 404 page: title '404 - Page not found' (status code plus message). */
export const NOT_FOUND_TITLE = `404 - ${t('pages.not-found-page.title')}`

/**
 * SPEC 404 body: badge '404', 'Page not found', its subtitle and 'Go back home' to '/'; the browser then titles the
 * page 'Page Not Found: {path}' in the page's language.
 */
export function NotFoundMessage({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  return (
    <>
      <NotFoundTitle pattern={t('pages.not-found-page.documentTitle', locale)} />
      <StatusMessage
        badge={t('pages.not-found-page.badge', locale)}
        title={t('pages.not-found-page.title', locale)}
        subtitle={t('pages.not-found-page.subtitle', locale)}
        button={{ text: t('pages.not-found-page.button.text', locale), link: t('pages.not-found-page.button.link', locale) }}
        locale={locale}
      />
    </>
  )
}
