import { PhoneLink } from '@/components/header/phone-link'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** For visitors without JavaScript: the wizard cannot run, so the dealer's phone is the way to an offer. */
export function NoScriptNote({ phone, locale = DEFAULT_LOCALE }: { phone: string | null; locale?: Locale }) {
  return (
    <noscript>
      <p className="mb-4 rounded-lg border border-line bg-surface p-3 text-sm text-ink-900">
        {t('formPages.sellTrade.noScript', locale)}
        {phone ? (
          <>
            {': '}
            <PhoneLink phone={phone} label={t('formPages.callSales', locale)} />
          </>
        ) : (
          '.'
        )}
      </p>
    </noscript>
  )
}
