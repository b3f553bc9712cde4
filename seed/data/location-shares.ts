/** How inventory is spread over the four stores (Rockford, the current location, carries the most). */
export const LOCATION_SHARES: readonly { slug: string; stockPrefix: string }[] = [
  { slug: 'rockford-il', stockPrefix: 'R' },
  { slug: 'rockford-il', stockPrefix: 'R' },
  { slug: 'rockford-il', stockPrefix: 'R' },
  { slug: 'moline-il', stockPrefix: 'M' },
  { slug: 'moline-il', stockPrefix: 'M' },
  { slug: 'elkhart-in', stockPrefix: 'E' },
  { slug: 'elkhart-in', stockPrefix: 'E' },
  { slug: 'fort-wayne-in', stockPrefix: 'F' },
  { slug: 'fort-wayne-in', stockPrefix: 'F' },
]
