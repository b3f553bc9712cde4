/**
 * The 404 page's document title, 'Page Not Found: {path}', from the address the browser shows. The address is
 * decoded for reading (`/caf%C3%A9` reads `/café`), stripped of control characters and cut to a sane length; it
 * only ever becomes text (document.title), never markup, so `<script>` or quotes in it stay harmless characters.
 */
import { fill } from '@/lib/i18n/fill'

/** Longer paths are cut with an ellipsis: a title is read in a tab, a history list or a search result. */
export const NOT_FOUND_PATH_MAX_CHARS = 80

// C0 and C1 controls (a decoded %00 or %0A) have no business in a title.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g

/** The path as a reader should see it: decoded where it decodes, controls dropped, cut at the limit. */
export function readablePath(pathname: string): string {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A stray '%' (`/100%-off`): show it as typed.
    path = pathname
  }
  path = path.replace(CONTROL_CHARACTERS, '')
  const characters = Array.from(path)
  return characters.length > NOT_FOUND_PATH_MAX_CHARS
    ? `${characters.slice(0, NOT_FOUND_PATH_MAX_CHARS - 1).join('')}…`
    : path
}

/** The title from the language's pattern (`Page Not Found: {path}`) and the browser's pathname. */
export function notFoundTitle(pattern: string, pathname: string): string {
  return fill(pattern, { path: readablePath(pathname) })
}
