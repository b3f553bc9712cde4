import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { HomePage } from '@/payload-types'

import { BodyStylesComponent } from './BodyStyles/Component'
import { DealershipCalloutComponent } from './DealershipCallout/Component'
import { DepartmentTabsComponent } from './DepartmentTabs/Component'
import { FaqComponent } from './Faq/Component'
import { FinancingComponent } from './Financing/Component'
import { HeroComponent } from './Hero/Component'
import { NewestVehiclesComponent } from './NewestVehicles/Component'
import { PromotionsComponent } from './Promotions/Component'
import { QuickActionsComponent } from './QuickActions/Component'
import { ReviewsComponent } from './Reviews/Component'
import { SpecialFiltersComponent } from './SpecialFilters/Component'
import { WarrantyComponent } from './Warranty/Component'

/** One section of the home page's layout. */
export type LayoutBlock = NonNullable<HomePage['layout']>[number]

function renderBlock(block: LayoutBlock, anchor: string, locale: Locale) {
  switch (block.blockType) {
    case 'hero':
      return <HeroComponent block={block} locale={locale} />
    case 'quickActions':
      return <QuickActionsComponent block={block} />
    case 'departmentTabs':
      return <DepartmentTabsComponent block={block} anchor={anchor} />
    case 'specialFilters':
      return <SpecialFiltersComponent block={block} anchor={anchor} />
    case 'newestVehicles':
      return <NewestVehiclesComponent block={block} anchor={anchor} locale={locale} />
    case 'reviews':
      return <ReviewsComponent block={block} anchor={anchor} locale={locale} />
    case 'promotions':
      return <PromotionsComponent block={block} anchor={anchor} locale={locale} />
    case 'faq':
      return <FaqComponent block={block} anchor={anchor} locale={locale} />
    case 'warranty':
      return <WarrantyComponent block={block} anchor={anchor} />
    case 'financing':
      return <FinancingComponent block={block} anchor={anchor} />
    case 'dealershipCallout':
      return <DealershipCalloutComponent block={block} anchor={anchor} />
    case 'bodyStyles':
      return <BodyStylesComponent block={block} anchor={anchor} locale={locale} />
  }
}

/**
 * The home page's sections in the editor's order, each a server component (only the tabs and carousel buttons
 * hydrate). Each gets a heading id from its block id, unique even when a block type is used twice.
 */
export function RenderBlocks({ blocks, locale = DEFAULT_LOCALE }: { blocks: readonly LayoutBlock[]; locale?: Locale }) {
  return blocks.map((block, index) => {
    const anchor = `${block.blockType}-${block.id ?? index}`
    return (
      <div key={block.id ?? index} data-home-block={block.blockType}>
        {renderBlock(block, anchor, locale)}
      </div>
    )
  })
}
