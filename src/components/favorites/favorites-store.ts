import {
  type Favorite,
  FAVORITES_STORAGE_KEY,
  parseStoredFavorites,
  serializeFavorites,
  toggleFavorite,
  type ToggleResult,
} from '@/lib/favorites/stored'

const listeners = new Set<() => void>()
let lastRaw: string | null | undefined
let lastFavorites: Favorite[] = []
const NONE: Favorite[] = []

// Storage can be blocked or missing (private modes, a full quota): favorites then last for the page only.
let memoryRaw: string | null = null
function readRaw(): string | null {
  try {
    return localStorage.getItem(FAVORITES_STORAGE_KEY)
  } catch {
    return memoryRaw
  }
}

/** The stored list, parsed again only when the stored text changed (useSyncExternalStore wants a stable snapshot). */
function current(): Favorite[] {
  const raw = readRaw()
  if (raw !== lastRaw) {
    lastRaw = raw
    lastFavorites = parseStoredFavorites(raw)
  }
  return lastFavorites
}

function onStorage(event: StorageEvent): void {
  if (event.key === FAVORITES_STORAGE_KEY || event.key === null) listeners.forEach((listener) => listener())
}

/**
 * The visitor's favorites, page-wide (for useSyncExternalStore): every heart and the header count read them, and
 * a heart in another tab updates this one (the storage event). The server snapshot is always empty, so cached
 * HTML is the same for everyone and hearts light up after hydration.
 */
export const favoritesStore = {
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) window.removeEventListener('storage', onStorage)
    }
  },
  getSnapshot: current,
  getServerSnapshot: (): Favorite[] => NONE,

  /** Hearts or un-hearts a car; says what happened so the button can announce it. */
  toggle(car: Favorite): ToggleResult['change'] {
    const result = toggleFavorite(current(), car)
    const raw = serializeFavorites(result.favorites)
    try {
      localStorage.setItem(FAVORITES_STORAGE_KEY, raw)
    } catch {
      memoryRaw = raw
    }
    listeners.forEach((listener) => listener())
    return result.change
  },
}
