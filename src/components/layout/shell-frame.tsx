import type { ReactNode } from 'react'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { SKIP_LINK } from '@/lib/i18n/shell-texts'

type ShellFrameProps = { header: ReactNode; footer?: ReactNode; children: ReactNode; locale?: Locale }

/**
 * The landmark skeleton every public layout shares: skip link, header, the one main region, footer. Pure and
 * data-free so the client-side error page can use it too.
 */
export function ShellFrame({ header, footer, children, locale = DEFAULT_LOCALE }: ShellFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {SKIP_LINK[locale]}
      </a>
      {header}
      {/* tabIndex lets the skip link move keyboard focus, not just scroll. */}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {footer}
    </div>
  )
}
