import fs from 'node:fs/promises'

import { installedMonaco } from '@/lib/admin-editor/monaco-build'
import { monacoFile } from '@/lib/admin-editor/monaco-file'

type Params = { version: string; path: string[] }

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * Monaco's files for the admin's code and JSON fields (their loader is pointed here by
 * src/lib/admin-editor/monaco-from-site.cjs), from the installed package: same-origin for the admin's CSP, and
 * available offline. The version in the URL changes with the package, so a file is cached for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { version, path } = await params
  const monaco = await installedMonaco()
  const wanted = monaco && monacoFile(monaco.vsRoot, monaco.version, version, path)
  if (!wanted) return notFound()
  const body = await fs.readFile(wanted.file).catch(() => null)
  if (!body) return notFound()
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': wanted.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
