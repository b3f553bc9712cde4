/** Exterior paint: a name a window sticker would print and the hex that tints the generated photo. */
export type Paint = { name: string; hex: string; weight: number }

/** Midwest lots are mostly white, black, grey and silver; a few bright colours keep the grid lively. */
export const EXTERIOR_PAINTS: readonly Paint[] = [
  { name: 'Summit White', hex: '#f2f3f1', weight: 14 },
  { name: 'Midnight Black Metallic', hex: '#1b1d22', weight: 14 },
  { name: 'Magnetic Gray Metallic', hex: '#5d6168', weight: 12 },
  { name: 'Celestial Silver Metallic', hex: '#b8bcc2', weight: 11 },
  { name: 'Blueprint Blue', hex: '#24467f', weight: 8 },
  { name: 'Ruby Red Metallic', hex: '#9e1b24', weight: 8 },
  { name: 'Wind Chill Pearl', hex: '#e7e3da', weight: 7 },
  { name: 'Cypress Green', hex: '#4c5a45', weight: 4 },
  { name: 'Copper Bronze Metallic', hex: '#8a5a3b', weight: 4 },
  { name: 'Sunset Orange', hex: '#d9652b', weight: 3 },
]

export const INTERIOR_COLORS: readonly string[] = ['Black', 'Jet Black', 'Gray', 'Ash Gray', 'Beige', 'Saddle Brown']

/** Picks a paint by weight from a uniform number in [0, 1). */
export function paintFor(roll: number): Paint {
  const total = EXTERIOR_PAINTS.reduce((sum, paint) => sum + paint.weight, 0)
  let threshold = roll * total
  for (const paint of EXTERIOR_PAINTS) {
    threshold -= paint.weight
    if (threshold < 0) return paint
  }
  return EXTERIOR_PAINTS[0]
}
