export type PreparedPage = { pieces: Buffer[]; deflated: Buffer[] }
export declare function createNonceRewriter(placeholder: string, nonce: string): { push(chunk: Buffer): Buffer; flush(): Buffer }
export declare function preparePage(body: Buffer, placeholder: string): PreparedPage
export declare function pagePartsWithNonce(page: PreparedPage, nonce: string): Buffer[]
export declare function pageWithNonce(page: PreparedPage, nonce: string): Buffer
export declare function gzippedPageWithNonce(page: PreparedPage, nonce: string): Buffer
