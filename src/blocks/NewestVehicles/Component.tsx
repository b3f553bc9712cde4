import { HomeSection } from '@/components/home/home-section'
import { NewestVehicles } from '@/components/home/newest-vehicles'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { NewestVehiclesBlock } from '@/payload-types'

/** The newest vehicles as cards, with a link to the whole used-car listing. */
export function NewestVehiclesComponent({
  block,
  anchor,
  locale = DEFAULT_LOCALE,
}: {
  block: NewestVehiclesBlock
  anchor: string
  locale?: Locale
}) {
  return (
    <HomeSection
      id={anchor}
      title={block.title}
      intro={block.intro ?? undefined}
      action={{ label: block.linkLabel || t('home.viewAllUsed', locale), href: '/used-cars-for-sale' }}
    >
      <NewestVehicles locale={locale} />
    </HomeSection>
  )
}
