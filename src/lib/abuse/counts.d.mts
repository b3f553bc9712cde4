/** One count: the limit's full name (keyPrefix:rule), whose key, and the limit (points per durationS seconds). */
export type CountHit = { name: string; key: string; points: number; durationS: number }
/** Refused: milliseconds until the refusing window that ends last is over. */
export type CountDecision = { allowed: true } | { allowed: false; msBeforeNext: number }
export type Counts = {
  consumeAll: (hits: readonly CountHit[]) => Promise<CountDecision>
  check: (hits: readonly CountHit[]) => Promise<CountDecision>
}
export declare const LIMITS_MESSAGE: string
export declare function createMemoryCounts(): Counts
export declare function serveClusterCounts(): void
export declare function clusterCounts(options?: { timeoutMs?: number }): Counts
