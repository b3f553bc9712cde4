import { describe, expect, it } from 'vitest'

import { distanceMiles, nearestStore, placedStoreCount } from '@/lib/locations/nearest'

// The seeded stores and a few places shoppers come from.
const ROCKFORD = { id: 'rockford', name: 'Rockford, IL', coordinates: { latitude: 42.2662, longitude: -88.9784 } }
const MOLINE = { id: 'moline', name: 'Moline, IL', coordinates: { latitude: 41.4724, longitude: -90.4892 } }
const ELKHART = { id: 'elkhart', name: 'Elkhart, IN', coordinates: { latitude: 41.7203, longitude: -85.9737 } }
const FORT_WAYNE = { id: 'fort-wayne', name: 'Fort Wayne, IN', coordinates: { latitude: 41.0726, longitude: -85.2152 } }
const STORES = [ROCKFORD, MOLINE, ELKHART, FORT_WAYNE]

describe('nearest store', () => {
  it('measures great-circle miles', () => {
    // Chicago Loop to downtown Rockford is about 74 miles as the crow flies (the road is about 90).
    const chicagoToRockford = distanceMiles({ latitude: 41.8781, longitude: -87.6298 }, ROCKFORD.coordinates)
    expect(Math.abs(chicagoToRockford - 74)).toBeLessThan(1)
    expect(distanceMiles(MOLINE.coordinates, MOLINE.coordinates)).toBe(0)
  })

  it.each([
    ['Davenport, IA', { latitude: 41.5236, longitude: -90.5776 }, 'moline', 6],
    ['Belvidere, IL', { latitude: 42.2639, longitude: -88.8443 }, 'rockford', 7],
    ['South Bend, IN', { latitude: 41.6764, longitude: -86.252 }, 'elkhart', 15],
    ['Auburn, IN', { latitude: 41.3667, longitude: -85.0589 }, 'fort-wayne', 22],
    ['Chicago, IL', { latitude: 41.8781, longitude: -87.6298 }, 'rockford', 74],
  ])('from %s: %s', (_place, from, id, miles) => {
    expect(nearestStore(from, STORES)).toEqual({ store: STORES.find((store) => store.id === id), miles })
  })

  it('skips stores without usable coordinates and answers null when none has them', () => {
    const unplaced = [
      { id: 'a', name: 'No coordinates', coordinates: null },
      { id: 'b', name: 'Half', coordinates: { latitude: 41.5 } },
      { id: 'c', name: 'Unfilled', coordinates: { latitude: 0, longitude: 0 } },
    ]
    expect(nearestStore({ latitude: 41.5, longitude: -90.5 }, unplaced)).toBeNull()
    expect(nearestStore({ latitude: 41.5, longitude: -90.5 }, [...unplaced, ELKHART])?.store).toBe(ELKHART)
    expect(placedStoreCount([...unplaced, ELKHART, MOLINE])).toBe(2)
  })
})
