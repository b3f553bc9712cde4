'use client'

import { PlainHeader } from '@/components/header/plain-header'
import { ShellFrame } from '@/components/layout/shell-frame'
import { StatusMessage } from '@/components/status/status-message'
import { t } from '@/lib/i18n'

/**
 * SPEC error page for unhandled errors, texts from pages.error-page.*. It uses the data-free header: the
 * failure may be the CMS itself. The digest matches the server log entry without leaking details.
 */
export default function ErrorPage({ error }: { error: unknown }) {
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null
  return (
    <ShellFrame header={<PlainHeader />}>
      <title>{`500 - ${t('pages.error-page.title')}`}</title>
      <StatusMessage
        badge={t('pages.error-page.badge')}
        title={t('pages.error-page.title')}
        subtitle={t('pages.error-page.subtitle')}
        button={{ text: t('pages.error-page.button.text'), link: t('pages.error-page.button.link') }}
      />
      {digest && <p className="pb-12 text-center text-xs text-ink-600">Reference: {digest}</p>}
    </ShellFrame>
  )
}
