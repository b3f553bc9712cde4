import { SiteLink } from '@/components/links/site-link'

import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

const TOPICS = [
  { title: 'inventory.education.paymentTitle', text: 'inventory.education.paymentText' },
  { title: 'inventory.education.inspectedTitle', text: 'inventory.education.inspectedText' },
  { title: 'inventory.education.preapprovedTitle', text: 'inventory.education.preapprovedText' },
] as const

/** Buying-guide tiles under the results (SPEC: the inventory page's education block). */
export function EducationBlock({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  return (
    <section aria-labelledby="inventory-education" className="mt-12">
      <h2 id="inventory-education" className="text-2xl font-bold text-ink-900">
        {t('inventory.education.title', locale)}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {TOPICS.map((topic) => (
          <li key={topic.title} className="rounded-xl border border-line bg-surface p-4">
            <h3 className="font-bold text-ink-900">{t(topic.title, locale)}</h3>
            <p className="mt-1 text-sm text-ink-700">{t(topic.text, locale)}</p>
          </li>
        ))}
      </ul>
      <SiteLink
        href="/auto-financing/apply-for-financing"
        locale={locale}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {t('inventory.education.cta', locale)}
      </SiteLink>
    </section>
  )
}
