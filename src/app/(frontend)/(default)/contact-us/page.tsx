import type { Metadata } from 'next'

import { CallBlock } from '@/components/contact/call-block'
import { ContactForm } from '@/components/contact/contact-form.client'
import { LocationList } from '@/components/contact/location-list'
import { PhoneLink } from '@/components/header/phone-link'
import { DealerJsonLd } from '@/components/seo/dealer-json-ld'
import { getContactPageData } from '@/lib/data/contact-page'
import { languageAlternates } from '@/lib/i18n/alternates'

/**
 * Allowed to block: the page renders in document order (no loading boundary) from cached readers only, so the
 * phone numbers and addresses are in the HTML for visitors without JavaScript.
 */
export const instant = false

/** Title, description and canonical link of /contact-us. */
export async function generateMetadata(): Promise<Metadata> {
  const { store } = await getContactPageData()
  const dealer = store.name ?? 'our dealership'
  return {
    title: store.name ? `Contact us | ${store.name}` : 'Contact us',
    description: `Send ${dealer} a message, call sales or service, or find the address and directions of each of our locations.`,
    alternates: languageAlternates('/contact-us'),
  }
}

/** /contact-us: the message form by inquiry type, the call block with hours, and the locations. */
export default async function ContactPage() {
  const { store, hours, locations } = await getContactPageData()
  const sales = store.phones.sales ?? store.phones.main
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900">Contact us</h1>
      <p className="mt-2 max-w-2xl text-ink-700">
        Questions about a vehicle, financing, your trade or a recent purchase? Send us a message and our team will
        get back to you, or call us during business hours.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="message-heading" className="max-w-2xl">
          <h2 id="message-heading" className="mb-4 text-xl font-bold text-ink-900">
            Send us a message
          </h2>
          <noscript>
            <p className="mb-4 rounded-lg border border-line bg-surface p-3 text-sm text-ink-900">
              The message form needs JavaScript. Please call us instead
              {sales && (
                <>
                  {': '}
                  <PhoneLink phone={sales} label="Call sales" />
                </>
              )}
              , or use the numbers below.
            </p>
          </noscript>
          <ContactForm labelledBy="message-heading" />
        </section>
        <CallBlock phones={store.phones} hours={hours} />
      </div>
      <LocationList locations={locations} />
      <DealerJsonLd />
    </div>
  )
}
