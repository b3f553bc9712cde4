import { describe, expect, it } from 'vitest'

import { FAVORITES_STORAGE_KEY, parseStoredFavorites, serializeFavorites, toggleFavorite } from '@/lib/favorites/stored'
import { listedVehicle } from '@/lib/favorites/listed'
import { compareHref, favoritesHref, MAX_COMPARE, MAX_FAVORITES, parseVinList, vinOfSlug } from '@/lib/favorites/vin-list'

const VIN_A = '1HGCV1F34KA000001'
const VIN_B = '5YJ3E1EA7JF000002'
const VIN_C = 'JTDKARFU0J3000003'

describe('parseVinList (the vins of a shared link)', () => {
  const cases: { raw: string | string[] | undefined; max: number; expected: ReturnType<typeof parseVinList> }[] = [
    { raw: undefined, max: 4, expected: { ok: true, vins: [] } },
    { raw: '', max: 4, expected: { ok: true, vins: [] } },
    { raw: `${VIN_A},${VIN_B}`, max: 4, expected: { ok: true, vins: [VIN_A, VIN_B] } },
    { raw: `${VIN_A.toLowerCase()}, ${VIN_B} ,`, max: 4, expected: { ok: true, vins: [VIN_A, VIN_B] } },
    { raw: [VIN_A, `${VIN_B},${VIN_A}`], max: 4, expected: { ok: true, vins: [VIN_A, VIN_B] } },
    {
      raw: `${VIN_A},NOTAVIN`,
      max: 4,
      expected: { ok: false, vins: [VIN_A], message: '“NOTAVIN” is not a VIN: a VIN has 17 letters and digits.' },
    },
    {
      // I, O and Q never appear in a VIN.
      raw: `IHGCV1F34KA000001,OHGCV1F34KA000001`,
      max: 4,
      expected: {
        ok: false,
        vins: [],
        message: '“IHGCV1F34KA000001”, “OHGCV1F34KA000001” are not VINs: a VIN has 17 letters and digits.',
      },
    },
    {
      raw: [VIN_A, VIN_B, VIN_C, '1FTFW1E50JF000004', '2T1BURHE0JC000005'],
      max: MAX_COMPARE,
      expected: {
        ok: false,
        vins: [VIN_A, VIN_B, VIN_C, '1FTFW1E50JF000004'],
        message: 'Choose up to 4 vehicles; this link has 5.',
      },
    },
  ]
  for (const { raw, max, expected } of cases) {
    it(`${JSON.stringify(raw)} (max ${max})`, () => {
      expect(parseVinList(raw, max)).toEqual(expected)
    })
  }

  it('builds the shareable links', () => {
    expect(favoritesHref([])).toBe('/favorites')
    expect(favoritesHref([VIN_A, VIN_B])).toBe(`/favorites?vins=${VIN_A},${VIN_B}`)
    expect(compareHref([VIN_A, VIN_B, VIN_C, VIN_A, VIN_B])).toBe(`/compare?vins=${VIN_A},${VIN_B},${VIN_C},${VIN_A}`)
  })

  it('reads the VIN a detail slug ends with', () => {
    expect(vinOfSlug(`2019-honda-civic-ex-${VIN_A.toLowerCase()}`)).toBe(VIN_A)
    expect(vinOfSlug(VIN_A.toLowerCase())).toBe(VIN_A)
    expect(vinOfSlug('2019-honda-civic-ex')).toBeNull()
    expect(vinOfSlug(`x${VIN_A}`)).toBeNull()
    expect(vinOfSlug(null)).toBeNull()
  })
})

describe('stored favorites (localStorage)', () => {
  it('uses one storage key', () => {
    expect(FAVORITES_STORAGE_KEY).toBe('favorites')
  })

  it('drops whatever is malformed, duplicated or beyond the limit', () => {
    expect(parseStoredFavorites(null)).toEqual([])
    expect(parseStoredFavorites('not json')).toEqual([])
    expect(parseStoredFavorites('{"vin":"x"}')).toEqual([])
    const raw = JSON.stringify([
      { vin: VIN_A.toLowerCase(), name: '2019 Honda Accord' },
      { vin: VIN_A, name: 'again' },
      { vin: 'short', name: 'bad' },
      { vin: VIN_B, name: 42 },
      'text',
    ])
    expect(parseStoredFavorites(raw)).toEqual([
      { vin: VIN_A, name: '2019 Honda Accord' },
      { vin: VIN_B, name: '' },
    ])
    const many = Array.from({ length: MAX_FAVORITES + 3 }, (_, index) => ({
      vin: `1HGCV1F34KA${String(index).padStart(6, '0')}`,
      name: `car ${index}`,
    }))
    expect(parseStoredFavorites(JSON.stringify(many))).toHaveLength(MAX_FAVORITES)
  })

  it('toggles newest first, and a full list forgets nothing', () => {
    const added = toggleFavorite([], { vin: VIN_A.toLowerCase(), name: 'A' })
    expect(added).toEqual({ favorites: [{ vin: VIN_A, name: 'A' }], change: 'added' })
    const second = toggleFavorite(added.favorites, { vin: VIN_B, name: 'B' })
    expect(second.favorites.map((favorite) => favorite.vin)).toEqual([VIN_B, VIN_A])
    expect(toggleFavorite(second.favorites, { vin: VIN_A, name: 'A' })).toEqual({
      favorites: [{ vin: VIN_B, name: 'B' }],
      change: 'removed',
    })
    const full = Array.from({ length: MAX_FAVORITES }, (_, index) => ({ vin: `1HGCV1F34KA${String(index).padStart(6, '0')}`, name: '' }))
    const result = toggleFavorite(full, { vin: VIN_C, name: 'C' })
    expect(result.change).toBe('full')
    expect(result.favorites).toEqual(full)
    expect(parseStoredFavorites(serializeFavorites(second.favorites))).toEqual(second.favorites)
  })
})

describe('listedVehicle (what a favorite is now)', () => {
  it('keeps sold cars as sold and hides unknown and reserve ones entirely', () => {
    const onSale = { status: 'available' as const, reserve: false }
    const sold = { status: 'sold' as const, reserve: null }
    const reserve = { status: 'available' as const, reserve: true }
    expect(listedVehicle(VIN_A, onSale)).toEqual({ vin: VIN_A, state: 'available', vehicle: onSale })
    expect(listedVehicle(VIN_A, sold)).toEqual({ vin: VIN_A, state: 'sold', vehicle: sold })
    expect(listedVehicle(VIN_A, reserve)).toEqual({ vin: VIN_A, state: 'gone' })
    expect(listedVehicle(VIN_A, null)).toEqual({ vin: VIN_A, state: 'gone' })
  })
})
