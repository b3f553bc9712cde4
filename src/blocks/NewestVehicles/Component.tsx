import { HomeSection } from '@/components/home/home-section'
import { NewestVehicles } from '@/components/home/newest-vehicles'
import type { NewestVehiclesBlock } from '@/payload-types'

/** The newest vehicles as cards, with a link to the whole used-car listing. */
export function NewestVehiclesComponent({ block, anchor }: { block: NewestVehiclesBlock; anchor: string }) {
  return (
    <HomeSection
      id={anchor}
      title={block.title}
      intro={block.intro ?? undefined}
      action={{ label: block.linkLabel || 'View all used cars', href: '/used-cars-for-sale' }}
    >
      <NewestVehicles />
    </HomeSection>
  )
}
