import fs from 'node:fs'
import path from 'node:path'

import { repoRoot, testDistDir } from './next-build.mjs'

/** Where the e2e server's build keeps the pages it stores at run time (`<dist>/server/route-cache`, by path). */
export const ROUTE_CACHE = path.join(repoRoot, testDistDir(), 'server', 'route-cache')

/** Stored files whose path contains `fragment` (Next keeps each page as .html, .meta and .rsc segment files). */
export function storedFiles(fragment: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (full.includes(fragment)) found.push(full)
      if (entry.isDirectory()) walk(full)
    }
  }
  walk(ROUTE_CACHE)
  return found
}
