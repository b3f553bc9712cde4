export declare const PAGE_CACHE_TTL_MS: number
export declare const PAGE_CACHE_MAX_BYTES: number
export declare const PAGE_CACHE_MAX_ENTRY_BYTES: number
export type RequestHead = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }
export type PageAnswer = { status: number; headers: Record<string, string | string[]>; body: Buffer }
export type PageEntry = PageAnswer & { epoch: number; expires: number }
export declare function currentCacheEpoch(): number
export declare function pageCacheKey(request: RequestHead): string | null
export declare function isCacheableAnswer(status: number, headers: Record<string, unknown>): boolean
export declare function storedHeaders(headers: Record<string, unknown>): Record<string, string | string[]>
export declare function createPageCache(options?: {
  now?: () => number
  epoch?: () => number
  ttlMs?: number
  maxBytes?: number
  maxEntryBytes?: number
}): {
  get(key: string): PageEntry | undefined
  set(key: string, answer: PageAnswer, startEpoch: number): void
  stats(): { entries: number; bytes: number }
}
