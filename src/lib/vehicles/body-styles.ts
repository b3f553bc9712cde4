/** URL values of the body styles; inventory filters and routes rely on them, so the list is fixed. */
export const BODY_STYLE_VALUES = [
  'suvs',
  'sedans',
  'wagons',
  'coupes',
  'convertibles',
  'hatchbacks',
  'trucks',
  'minivans',
  'commercial',
] as const

export type BodyStyleValue = (typeof BODY_STYLE_VALUES)[number]
