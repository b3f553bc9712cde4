/**
 * The visitor's favorites as kept in the browser's localStorage (never on the server: pages stay cached for
 * everyone and read them after hydration). Newest first, each with the car's name so the header and the hearts
 * can speak about it without a request. Parsing is strict and forgiving at once: anything malformed is dropped,
 * never thrown, since storage is input.
 */
import { isVinFormat, normalizeVin } from '@/lib/vehicles/validation'

import { MAX_FAVORITES } from './vin-list'

export const FAVORITES_STORAGE_KEY = 'favorites'

export interface Favorite {
  /** Uppercase. */
  vin: string
  /** '2019 Honda Civic EX', as the heart named it; empty when unknown. */
  name: string
}

// Checked by hand rather than with a schema library: this runs in every search page's browser bundle.
function favoriteOf(entry: unknown): Favorite | null {
  if (typeof entry !== 'object' || entry === null || !('vin' in entry) || typeof entry.vin !== 'string') return null
  const vin = normalizeVin(entry.vin)
  if (!isVinFormat(vin)) return null
  const name = 'name' in entry && typeof entry.name === 'string' && entry.name.length <= 120 ? entry.name : ''
  return { vin, name }
}

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
    const favorite = favoriteOf(entry)
    if (!favorite || seen.has(favorite.vin)) continue
    seen.add(favorite.vin)
    favorites.push(favorite)
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
