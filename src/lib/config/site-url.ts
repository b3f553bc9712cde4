/**
 * The site's public origin from NEXT_PUBLIC_SERVER_URL (inlined at build time), or undefined when it is not set
 * or not an http(s) URL. Canonical links, Open Graph URLs and the sitemap are absolute only with it: a cached
 * page cannot read the request's Host (which a client chooses), so production must set it.
 */
export function siteUrl(value: string | undefined = process.env.NEXT_PUBLIC_SERVER_URL): URL | undefined {
  if (!value || !/^https?:\/\//i.test(value)) return undefined
  try {
    return new URL(value.replace(/\/+$/, ''))
  } catch {
    return undefined
  }
}

/** The origin without a trailing slash (`https://cars.example.com`), or undefined. */
export function siteOriginFromEnv(value?: string): string | undefined {
  return siteUrl(value)?.origin
}
