'use client'

import { PlainHeader } from '@/components/header/plain-header'
import { ShellFrame } from '@/components/layout/shell-frame'
import { StatusMessage } from '@/components/status/status-message'
import { ERROR_PAGE } from '@/lib/i18n/shell-texts'
import type { Locale } from '@/lib/i18n/locales'

/**
 * SPEC error page for unhandled errors, texts from pages.error-page.* in the page's language. It uses the
 * data-free header: the failure may be the CMS itself. The digest matches the server log entry without details.
 */
export function ErrorView({ error, locale }: { error: unknown; locale: Locale }) {
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null
  const texts = ERROR_PAGE[locale]
  return (
    <ShellFrame header={<PlainHeader />} locale={locale}>
      <title>{`500 - ${texts.title}`}</title>
      <StatusMessage badge={texts.badge} title={texts.title} subtitle={texts.subtitle} button={texts.button} locale={locale} />
      {digest && <p className="pb-12 text-center text-xs text-ink-600">Reference: {digest}</p>}
    </ShellFrame>
  )
}
