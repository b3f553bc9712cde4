import type { Metadata } from 'next'

import { PhoneLink } from '@/components/header/phone-link'
import { DealerJsonLd } from '@/components/seo/dealer-json-ld'
import { getContactPageData } from '@/lib/data/contact-page'
import { t } from '@/lib/i18n'
import { languageAlternates } from '@/lib/i18n/alternates'
import type { Locale } from '@/lib/i18n/locales'

import { CallBlock } from './call-block'
import { ContactForm } from './contact-form.client'
import { LocationList } from './location-list'

/**
 * /contact-us in a language. It renders in document order (no loading boundary) from cached readers only, so the
 * phone numbers and addresses are in the HTML for visitors without JavaScript.
 */
export function contactPageRoute(locale: Locale) {
  /** Title, description and canonical link. */
  async function generateMetadata(): Promise<Metadata> {
    const { store } = await getContactPageData()
    const title = t('content.contact.title', locale)
    const dealer = store.name ?? 'our dealership'
    return {
      title: store.name ? `${title} | ${store.name}` : title,
      // The English description names the dealership, as it always has; the Spanish one speaks as "we".
      description:
        locale === 'en'
          ? `Send ${dealer} a message, call sales or service, or find the address and directions of each of our locations.`
          : t('content.contact.description', locale),
      alternates: languageAlternates('/contact-us', locale),
    }
  }

  /** The message form by inquiry type, the call block with hours, and the locations. */
  async function ContactPage() {
    const { store, hours, locations, mapZooms } = await getContactPageData(locale)
    const sales = store.phones.sales ?? store.phones.main
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-ink-900">{t('content.contact.title', locale)}</h1>
        <p className="mt-2 max-w-2xl text-ink-700">{t('content.contact.intro', locale)}</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="message-heading" className="max-w-2xl">
            <h2 id="message-heading" className="mb-4 text-xl font-bold text-ink-900">
              {t('content.contact.message', locale)}
            </h2>
            <noscript>
              <p className="mb-4 rounded-lg border border-line bg-surface p-3 text-sm text-ink-900">
                {t('content.contact.noScriptBefore', locale)}
                {sales && (
                  <>
                    {': '}
                    <PhoneLink phone={sales} label={t('content.contact.callSales', locale)} />
                  </>
                )}
                {t('content.contact.noScriptAfter', locale)}
              </p>
            </noscript>
            <ContactForm labelledBy="message-heading" />
          </section>
          <CallBlock phones={store.phones} hours={hours} locale={locale} />
        </div>
        <LocationList locations={locations} locale={locale} mapZooms={mapZooms} />
        <DealerJsonLd />
      </div>
    )
  }

  return { generateMetadata, ContactPage }
}
