/**
 * The listing's filter wording in the page's language: English from listing-text.ts, unchanged, and
 * Spanish from listing-text-es.ts. The filter panel, the chips and the empty state call these. Pure.
 */
import type { Locale } from '@/lib/i18n/locales'
import type { Condition } from '@/lib/settings/defaults'
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'

import type { MileageRange, PriceFilter } from './filters'
import { BODY_STYLE_LABELS, CONDITION_LABELS, FEATURE_LABELS, mileageLabel, priceLabel } from './listing-text'
import {
  BODY_STYLE_LABELS_ES,
  CONDITION_FILTER_LABELS_ES,
  FEATURE_LABELS_ES,
  mileageLabelEs,
  priceLabelEs,
  yearsLabelEs,
} from './listing-text-es'
import { yearsLabel } from './relaxations'
import type { YearRange } from './search-params'
import type { InventoryFeature } from './segments'

export const bodyStyleLabel = (value: BodyStyleValue, locale: Locale): string =>
  (locale === 'es' ? BODY_STYLE_LABELS_ES : BODY_STYLE_LABELS)[value]

export const conditionLabel = (value: Condition, locale: Locale): string =>
  (locale === 'es' ? CONDITION_FILTER_LABELS_ES : CONDITION_LABELS)[value]

export const featureLabel = (value: InventoryFeature, locale: Locale): string =>
  (locale === 'es' ? FEATURE_LABELS_ES : FEATURE_LABELS)[value]

export const priceBandLabel = (price: PriceFilter, locale: Locale): string =>
  locale === 'es' ? priceLabelEs(price) : priceLabel(price)

export const mileageRangeLabel = (range: MileageRange, locale: Locale): string =>
  locale === 'es' ? mileageLabelEs(range) : mileageLabel(range)

export const yearsRangeLabel = (range: YearRange, locale: Locale): string =>
  locale === 'es' ? yearsLabelEs(range) : yearsLabel(range)
