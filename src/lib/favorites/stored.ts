/**
 * The visitor's favorites as kept in the browser's localStorage (never on the server: pages stay cached for
 * everyone and read them after hydration). Newest first, each with the car's name so the header and the hearts
 * can speak about it without a request. Parsing is strict and forgiving at once: anything malformed is dropped,
 * never thrown, since storage is input.
 */
import { z } from 'zod'

import { isVinFormat, normalizeVin } from '@/lib/vehicles/validation'

import { MAX_FAVORITES } from './vin-list'

export const FAVORITES_STORAGE_KEY = 'favorites'

const favoriteSchema = z.object({
  vin: z.string().transform(normalizeVin).refine(isVinFormat),
  name: z.string().max(120).catch(''),
})
export type Favorite = z.infer<typeof favoriteSchema>

/** The stored favorites, newest first, valid and unique; an empty list for anything unreadable. */
export function parseStoredFavorites(raw: string | null | undefined): Favorite[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  const seen = new Set<string>()
  const favorites: Favorite[] = []
  for (const entry of data) {
    const parsed = favoriteSchema.safeParse(entry)
    if (!parsed.success || seen.has(parsed.data.vin)) continue
    seen.add(parsed.data.vin)
    favorites.push(parsed.data)
  }
  return favorites.slice(0, MAX_FAVORITES)
}

export function serializeFavorites(favorites: readonly Favorite[]): string {
  return JSON.stringify(favorites)
}

export type ToggleResult = { favorites: Favorite[]; change: 'added' | 'removed' | 'full' }

/** Adds the car (newest first) or removes it; a full list stays as it is rather than forgetting an old favorite. */
export function toggleFavorite(favorites: readonly Favorite[], car: Favorite): ToggleResult {
  const vin = normalizeVin(car.vin)
  if (favorites.some((favorite) => favorite.vin === vin)) {
    return { favorites: favorites.filter((favorite) => favorite.vin !== vin), change: 'removed' }
  }
  if (favorites.length >= MAX_FAVORITES) return { favorites: [...favorites], change: 'full' }
  return { favorites: [{ vin, name: car.name }, ...favorites], change: 'added' }
}
