export declare const LANGUAGE_COOKIE: string
export declare const REMEMBERED_LANGUAGES: string[]
export declare const REMEMBERED_LANGUAGE_PATHS: string[]
export declare function rememberedLanguage(cookieHeader: string | undefined | null): string | null
export declare function rememberedLanguageRedirect(request: {
  method?: string
  pathname: string
  search?: string
  headers: Record<string, string | string[] | null | undefined>
}): string | null
export declare const LANGUAGE_COOKIE_MAX_AGE_S: number
export declare function languageChoiceCookie(language: string, secure: boolean): string
