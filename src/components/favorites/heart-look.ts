const LOOK = {
  // Over a card's picture, above its stretched link.
  card: 'absolute right-2 top-2 z-10 size-11 rounded-full bg-white/95 shadow-sm',
  detail: 'size-11 rounded-full border border-line bg-white',
} as const

/** Where a heart sits: over a card's picture, or beside a vehicle's price. */
export type HeartVariant = keyof typeof LOOK

/** The classes of a heart button (FavoriteButton, FavoriteHeart). */
export const heartClass = (variant: HeartVariant): string =>
  `${LOOK[variant]} inline-grid place-items-center text-brand-700 hover:bg-brand-50 print:hidden`

/** A heart's accessible name ({name}: the car), as FavoriteButton's tr() writes it; its Spanish is in es-inventory. */
export const HEART_LABEL = 'Save {name} to favorites'
