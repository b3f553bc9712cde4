import path from 'node:path'

/** The types of the files in Monaco's `min/vs` folder; any other extension is not served. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
}

// One safe name per URL segment: no empty, dot-led (`..`, hidden) or separator-bearing segment can reach the disk.
const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/

export type MonacoFile = { file: string; contentType: string }

/**
 * The file of Monaco's `min/vs` folder a request under the code-editor route names, or null (answered 404): the
 * URL's version must be the installed one (an old page asking for another build must not get mixed files), and
 * the path must stay inside the folder and end in a served type.
 */
export function monacoFile(
  vsRoot: string,
  installedVersion: string,
  requestedVersion: string,
  segments: readonly string[],
): MonacoFile | null {
  if (requestedVersion !== installedVersion) return null
  if (segments.length === 0 || !segments.every((segment) => SAFE_SEGMENT.test(segment))) return null
  const contentType = CONTENT_TYPES[path.extname(segments[segments.length - 1]).toLowerCase()]
  if (!contentType) return null
  const root = path.resolve(vsRoot)
  const file = path.resolve(root, ...segments)
  if (!file.startsWith(root + path.sep)) return null
  return { file, contentType }
}
