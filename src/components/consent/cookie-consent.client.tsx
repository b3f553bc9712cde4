'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { readBrowserCookies } from '@/lib/cookies/browser'
import { BANNER_SAVE_DELAY_MS, consentChoice, consentStartPlan, type ConsentStartPlan } from '@/lib/consent/banner'
import type { BannerAction, CookieCategory } from '@/lib/consent/tiers'
import type { ConsentBannerSettings } from '@/lib/data/cookie-consent'
import { useTranslate } from '@/components/i18n/use-translate.client'
import { IntentLink } from '@/components/links/intent-link.client'

import { CONSENT_EVENTS, saveConsent } from './consent-store'
import { useBackgroundLock } from './use-background-lock.client'
import { useVisualViewportFrame } from './use-visual-viewport-frame.client'

// The choices dialog loads when it is first opened (the banner's "customize" or the footer's link): most visitors
// answer with one of the banner's buttons, and every page carries the banner.
const CookieSettingsDialog = dynamic(
  () => import('./cookie-settings-dialog.client').then((module) => module.CookieSettingsDialog),
  { ssr: false },
)

// Buttons share the row and wrap onto more rows on a narrow screen (two fit side by side at 320px).
const BUTTON = 'min-h-11 min-w-11 grow basis-32 rounded-lg px-5 py-2 font-semibold sm:grow-0 sm:basis-auto'
const STYLES: Record<BannerAction, string> = {
  acceptAll: `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`,
  close: `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`,
  customize: `${BUTTON} border border-brand-700 text-brand-800 hover:bg-brand-50`,
  deny: `${BUTTON} border border-ink-600 text-ink-900 hover:bg-brand-50`,
}

/**
 * The cookie banner (shown per the display setting and consent tier), fixed at the bottom of the visible screen so it
 * never moves the page and its buttons stay in reach on a phone. Everything about the visitor is read after
 * hydration, so cached pages stay the same for everyone; without JavaScript nothing shows and no optional cookie is
 * set. A choice fades the banner and is saved 500 ms later; the footer's "Cookie settings" link reopens the choices
 * at any time.
 */
export function CookieConsent({ settings }: { settings: ConsentBannerSettings }) {
  const tr = useTranslate()
  const pathname = usePathname()
  const [plan, setPlan] = useState<ConsentStartPlan | null>(null)
  const [fading, setFading] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const saveTimer = useRef<number | undefined>(undefined)
  const returnTo = useRef<Element | null>(null)
  const titleId = useId()
  const frameRef = useRef<HTMLDivElement>(null)
  // The texts come in the page's language (ConsentSlot picks them by the root layout's language).
  const { tier, display, bgLocked, texts } = settings

  useEffect(() => {
    const start = consentStartPlan({ tier, setting: display, cookies: readBrowserCookies(), pathname })
    if (start.grant) saveConsent(start.grant)
    setPlan(start)
  }, [tier, display, pathname])

  useEffect(() => {
    const open = () => {
      returnTo.current = document.activeElement
      setSettingsOpen(true)
    }
    window.addEventListener(CONSENT_EVENTS.openSettings, open)
    return () => {
      window.removeEventListener(CONSENT_EVENTS.openSettings, open)
      window.clearTimeout(saveTimer.current)
    }
  }, [])

  const visible = Boolean(plan?.visible)
  const locked = visible && bgLocked && !settingsOpen
  useBackgroundLock(locked, titleId)
  useVisualViewportFrame(frameRef, visible)

  // Focus goes back where it was when the dialog opened (the footer link, or a banner button).
  const closeSettings = () => {
    setSettingsOpen(false)
    const target = returnTo.current
    window.requestAnimationFrame(() => {
      if (target instanceof HTMLElement && target.isConnected) target.focus()
    })
  }

  const choose = (action: BannerAction, chosen: CookieCategory[] = []) => {
    closeSettings()
    setFading(true)
    saveTimer.current = window.setTimeout(() => {
      const choice = consentChoice(action, chosen)
      saveConsent(choice.allowed, choice.display)
      setPlan((current) => current && { ...current, allowed: choice.allowed, visible: false })
      setFading(false)
    }, BANNER_SAVE_DELAY_MS)
  }

  if (!plan) return null
  const labels: Record<BannerAction, string> = {
    acceptAll: texts.acceptAll,
    close: texts.close,
    customize: texts.customize,
    deny: texts.deny,
  }
  const banner = visible && (
    <>
      {locked && <div aria-hidden="true" className="fixed inset-0 z-[1000] bg-ink-900/50" />}
      {/* The frame is the visible screen (see useVisualViewportFrame); the banner sits at its bottom and scrolls
          inside it when the screen is too short for all of it. */}
      <div ref={frameRef} className="pointer-events-none fixed inset-0 z-[1001]">
        <section
          id="cookie-consent"
          role={locked ? 'dialog' : 'region'}
          aria-modal={locked || undefined}
          aria-labelledby={titleId}
          className={`pointer-events-auto absolute inset-x-0 bottom-0 max-h-full overflow-y-auto border-t border-line bg-white p-4 shadow-2xl transition-opacity duration-500 sm:inset-x-4 sm:bottom-4 sm:mx-auto sm:max-h-[calc(100%-2rem)] sm:max-w-3xl sm:rounded-xl sm:border ${fading ? 'opacity-0' : 'opacity-100'}`}
        >
          <h2 id={titleId} className="text-lg font-bold text-ink-900">
            {texts.title}
          </h2>
          <p className="mt-1 text-sm text-ink-700">
            {texts.description}{' '}
            <IntentLink href="/legal/cookie-policy" className="font-semibold text-brand-800 underline">
              {tr('forms.common.cookiePolicy')}
            </IntentLink>
          </p>
          <div className="mt-3 flex flex-wrap gap-2 sm:justify-end">
            {plan.actions.map((action) => (
              <button
                key={action}
                type="button"
                className={STYLES[action]}
                disabled={fading}
                onClick={(event) => {
                  if (action !== 'customize') return choose(action)
                  returnTo.current = event.currentTarget
                  setSettingsOpen(true)
                }}
              >
                {labels[action]}
              </button>
            ))}
          </div>
        </section>
      </div>
    </>
  )

  return (
    <>
      {banner && createPortal(banner, document.body)}
      {settingsOpen && (
        <CookieSettingsDialog
          texts={texts}
          allowed={plan.allowed}
          onSave={(chosen) => choose('customize', chosen)}
          onAcceptAll={() => choose('acceptAll')}
          onClose={closeSettings}
        />
      )}
    </>
  )
}
