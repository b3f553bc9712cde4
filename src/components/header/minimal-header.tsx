import { getStoreContact } from '@/lib/data/store-settings'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'

import { BrandLink } from './brand-link'
import { PhoneLink } from './phone-link'

/** Minimal-layout header for focused flows (forms): brand and phone, no menu to wander off through. */
export async function MinimalHeader({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const store = await getStoreContact()
  const phone = store.phones.sales ?? store.phones.main
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-4">
        <BrandLink name={store.name ?? t('site.brandFallback', locale)} href={localePath('/', locale)} />
        {phone && (
          <div className="ml-auto">
            <PhoneLink phone={phone} label={t('site.header.callSales', locale)} compact />
          </div>
        )}
      </div>
    </header>
  )
}
