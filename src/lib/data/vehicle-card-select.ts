/** The vehicle fields a card shows (home, search results, similar vehicles): one list, so readers cannot drift. */
export const VEHICLE_CARD_SELECT = {
  slug: true,
  condition: true,
  year: true,
  make: true,
  model: true,
  trim: true,
  mileage: true,
  price: true,
  previousPrice: true,
  exteriorColor: true,
  previewImage: true,
} as const
