export type CspHosts = { scriptSrc: string[]; connectSrc: string[]; imgSrc: string[]; frameSrc?: string[] }
export type HeaderContext = {
  path: string
  nonce: string
  framedByAdmin: boolean
  https: boolean
  reportOnly: boolean
  hosts?: CspHosts
}
export declare const NONCE_PLACEHOLDER: string
export declare const NO_HOSTS: CspHosts
export declare function isAdminPath(path: string): boolean
export declare function contentSecurityPolicy(context: HeaderContext): string
export declare function securityHeaders(context: HeaderContext): Record<string, string>
export declare function mayBeLivePreview(path: string, cookie: string): boolean
export declare function takesNonce(method: string | undefined, path: string): boolean
