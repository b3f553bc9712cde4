import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { repoRoot } from './next-build.mjs'

/**
 * The shared reference folder (sitemaps.org schemas): beside the clone in CI and on a developer's machine.
 * Missing schemas fail the test loudly instead of skipping validation.
 */
export function referenceDir(): string {
  const dir = path.resolve(repoRoot, '..', 'shared', 'reference')
  if (!fs.existsSync(path.join(dir, 'sitemap.xsd')) || !fs.existsSync(path.join(dir, 'siteindex.xsd'))) {
    throw new Error(`sitemap schemas not found in ${dir}: the shared folder must sit beside the repository`)
  }
  return dir
}

/** Validates an XML text against a schema with xmllint; throws with xmllint's message when invalid. */
export function validateXml(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd'): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'))
  const file = path.join(dir, 'doc.xml')
  fs.writeFileSync(file, xml)
  try {
    execFileSync('xmllint', ['--noout', '--schema', path.join(referenceDir(), schema), file], { stdio: 'pipe' })
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? String(err)
    throw new Error(`${schema} validation failed:\n${stderr}\n${xml.slice(0, 2000)}`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
