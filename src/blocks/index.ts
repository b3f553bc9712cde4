import type { Block } from 'payload'

import { BodyStylesBlock } from './BodyStyles/config'
import { DealershipCalloutBlock } from './DealershipCallout/config'
import { DepartmentTabsBlock } from './DepartmentTabs/config'
import { FaqBlock } from './Faq/config'
import { FinancingBlock } from './Financing/config'
import { HeroBlock } from './Hero/config'
import { NewestVehiclesBlock } from './NewestVehicles/config'
import { PromotionsBlock } from './Promotions/config'
import { QuickActionsBlock } from './QuickActions/config'
import { ReviewsBlockConfig } from './Reviews/config'
import { SpecialFiltersBlock } from './SpecialFilters/config'
import { WarrantyBlock } from './Warranty/config'

/** Every block the home page's layout offers, in the SPEC's home order (the admin's block picker lists them so). */
export const HOME_BLOCKS: Block[] = [
  HeroBlock,
  QuickActionsBlock,
  DepartmentTabsBlock,
  SpecialFiltersBlock,
  NewestVehiclesBlock,
  ReviewsBlockConfig,
  PromotionsBlock,
  FaqBlock,
  WarrantyBlock,
  FinancingBlock,
  DealershipCalloutBlock,
  BodyStylesBlock,
]
