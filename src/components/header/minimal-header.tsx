import { getStoreContact } from '@/lib/data/store-settings'

import { BrandLink } from './brand-link'
import { PhoneLink } from './phone-link'

/** Minimal-layout header for focused flows (forms): brand and phone, no menu to wander off through. */
export async function MinimalHeader() {
  const store = await getStoreContact()
  const phone = store.phones.sales ?? store.phones.main
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-4">
        <BrandLink name={store.name} />
        {phone && (
          <div className="ml-auto">
            <PhoneLink phone={phone} label="Call sales" compact />
          </div>
        )}
      </div>
    </header>
  )
}
