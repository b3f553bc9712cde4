export declare const NEXT_CACHE_TAGS_HEADER: string
export declare function reactServerBuildFiles(): string[]
export declare const REACT_RAF_SCRIPT: string
export declare const REACT_INSTRUCTION: RegExp
export declare function reactRuntimeDefinitions(files?: string[]): string[]
export declare function handNonceToNext(headers: Record<string, string | string[] | undefined>, nonce: string | null): void
export declare const NEXT_WRITES_THROUGH: readonly ['writeHead', 'write', 'end']
export declare const NextFileSystemCache: new (options: object) => {
  get(key: string, ctx: object): Promise<{ value: { kind: string; headers?: Record<string, unknown> } | null; lastModified: number } | null>
  set(key: string, data: object | null, ctx: object): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache?(): void
}
