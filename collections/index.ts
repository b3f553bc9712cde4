import type { CollectionConfig } from 'payload'

import { AlertSubscriptions } from './AlertSubscriptions'
import { ArticleCategories } from './ArticleCategories'
import { AuditLog } from './AuditLog'
import { Articles } from './Articles'
import { BodyStyles } from './BodyStyles'
import { Experiments } from './Experiments'
import { Faqs } from './Faqs'
import { HelpCenterCategories } from './HelpCenterCategories'
import { InventoryImports } from './InventoryImports'
import { JobClaims } from './JobClaims'
import { JobOpenings } from './JobOpenings'
import { Leads } from './Leads'
import { Locations } from './Locations'
import { Media } from './Media'
import { Pages } from './Pages'
import { PhoneVerifications } from './PhoneVerifications'
import { Popups } from './Popups'
import { Promotions } from './Promotions'
import { Resumes } from './Resumes'
import { Reviews } from './Reviews'
import { SpecialOffers } from './SpecialOffers'
import { Staff } from './Staff'
import { TradeInCategories } from './TradeInCategories'
import { TradeInQuestions } from './TradeInQuestions'
import { Users } from './Users'
import { Vehicles } from './Vehicles'

/** Every collection, in the order the admin's navigation shows them. */
export const collections: CollectionConfig[] = [
  Vehicles,
  BodyStyles,
  InventoryImports,
  Locations,
  Staff,
  JobOpenings,
  Leads,
  AlertSubscriptions,
  Resumes,
  PhoneVerifications,
  JobClaims,
  Pages,
  Articles,
  ArticleCategories,
  HelpCenterCategories,
  Faqs,
  Reviews,
  Promotions,
  Popups,
  Experiments,
  SpecialOffers,
  TradeInQuestions,
  TradeInCategories,
  Users,
  AuditLog,
  Media,
]
