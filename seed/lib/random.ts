/** Deterministic pseudo-random numbers so every seed run produces the same fixtures (no Math.random). */
export type Random = {
  /** Uniform float in [0, 1). */
  next: () => number
  /** Integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T
  /** True with the given probability. */
  chance: (probability: number) => boolean
  /** Up to `count` distinct elements, in list order. */
  sample: <T>(items: readonly T[], count: number) => T[]
}

/** A mulberry32 generator: tiny, fast and good enough for fixtures. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() needs a non-empty list')
    return items[int(0, items.length - 1)]
  }
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>()
    while (chosen.size < Math.min(count, items.length)) chosen.add(int(0, items.length - 1))
    return [...chosen].sort((a, b) => a - b).map((index) => items[index])
  }
  return { next, int, pick, chance: (probability) => next() < probability, sample }
}
