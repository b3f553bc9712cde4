'use client'

import type { MouseEvent } from 'react'

import { useLocale } from '@/components/i18n/locale-context.client'
import { useTranslate } from '@/components/i18n/use-translate.client'
import { localePath } from '@/lib/i18n/locales'

import { openCookieSettings } from './consent-store'

/** The cookie policy, where the link leads without JavaScript. */
const COOKIE_POLICY = '/legal/cookie-policy'

/**
 * The footer's "Cookie settings" link: opens the consent choices at any time. Without JavaScript (no banner, no
 * optional cookies) it simply leads to the cookie policy.
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  const tr = useTranslate()
  const locale = useLocale()
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    openCookieSettings()
  }
  return (
    <a href={localePath(COOKIE_POLICY, locale)} onClick={open} className={className} aria-haspopup="dialog">
      {tr('forms.common.cookieSettings')}
    </a>
  )
}
