import { BodyStyleGrid } from '@/components/home/body-style-grid'
import { HomeSection } from '@/components/home/home-section'
import type { Locale } from '@/lib/i18n/locales'
import type { BodyStylesBlock } from '@/payload-types'

/** Browse-by-body-style tiles. */
export function BodyStylesComponent({ block, anchor, locale }: { block: BodyStylesBlock; anchor: string; locale?: Locale }) {
  return (
    <HomeSection id={anchor} title={block.title} intro={block.intro ?? undefined}>
      <BodyStyleGrid locale={locale} />
    </HomeSection>
  )
}
