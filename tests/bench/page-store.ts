import fs from 'node:fs'
import path from 'node:path'

import { maxCachedListingPages } from '@/lib/inventory/cache-policy'

/** Files and bytes of Next's stored pages (the ISR entries the production server writes at run time). */
export type PageStoreSize = { files: number; bytes: number }

/** Walks `<distDir>/server/route-cache`, where Next keeps pages rendered after the build. */
export function pageStoreSize(distDir: string): PageStoreSize {
  const total: PageStoreSize = { files: 0, bytes: 0 }
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else {
        total.files += 1
        total.bytes += fs.statSync(full).size
      }
    }
  }
  walk(path.join(distDir, 'server', 'route-cache'))
  return total
}

/** How many listing pages the site can store at most: the filter sitemap's paths times the bounded variants. */
export async function listingPageBound(baseUrl: string): Promise<{ paths: number; pages: number }> {
  const xml = await (await fetch(`${baseUrl}/api/___sitemaps___/filters`)).text()
  const paths = xml.match(/<loc>/g)?.length ?? 0
  return { paths, pages: maxCachedListingPages(paths) }
}

/** One line for the bench output. */
export function describePageStore(label: string, size: PageStoreSize): string {
  return `${label}: ${size.files.toLocaleString('en-US')} files, ${(size.bytes / 1024 / 1024).toFixed(1)} MB`
}
