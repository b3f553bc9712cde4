import { BodyStyleGrid } from '@/components/home/body-style-grid'
import { HomeSection } from '@/components/home/home-section'
import type { BodyStylesBlock } from '@/payload-types'

/** Browse-by-body-style tiles. */
export function BodyStylesComponent({ block, anchor }: { block: BodyStylesBlock; anchor: string }) {
  return (
    <HomeSection id={anchor} title={block.title} intro={block.intro ?? undefined}>
      <BodyStyleGrid />
    </HomeSection>
  )
}
