/**
 * Classic filter-evasion payloads (OWASP XSS Filter Evasion Cheat Sheet and well-known mutation-XSS vectors).
 * Each one, if it ran, would set `window.__xss` or request `/xss-probe`: the browser test watches for both.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss = 1; fetch("/xss-probe?script")</script>',
  '<img src=x onerror="window.__xss = 2; fetch(\'/xss-probe?onerror\')">',
  '<IMG SRC="javascript:window.__xss = 3;">',
  '<IMG SRC=JaVaScRiPt:window.__xss=4>',
  '<a href="javascript:window.__xss = 5">click me</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=6">entities</a>',
  '<a href="jav&#x09;ascript:window.__xss=7">embedded tab</a>',
  '<svg/onload=window.__xss=8>',
  '<body onload=window.__xss=9>',
  '<iframe src="javascript:parent.__xss=10"></iframe>',
  '<div style="background-image: url(javascript:window.__xss=11)">styled</div>',
  '<<SCRIPT>window.__xss=12;//<</SCRIPT>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTM8L3NjcmlwdD4=">data url</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=14>',
  '<details open ontoggle="window.__xss=15">x</details>',
  '<object data="javascript:window.__xss=16"></object>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=17">',
  '<form action="javascript:window.__xss=18"><button>send</button></form>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=19>"></noscript>',
  '<p onmouseover="window.__xss=20" onfocus="window.__xss=20" tabindex="0">hover</p>',
  '<a href="//xss-probe.invalid/x">protocol relative</a>',
  '<base href="javascript:/"><a href="x">base</a>',
  // Raw-text and SVG animation vectors that sanitize-html fixed only in versions needing a newer Node than ours:
  // the allowlist must keep dropping textarea and SVG (with their contents) for the pinned version to be safe.
  '<textarea><p title="</textarea/><img src=x onerror=window.__xss=23>"></p></textarea>',
  '<svg><a><animate attributeName="href" values="javascript:window.__xss=24" /><text y="20">animated</text></a></svg>',
]

// What no sanitised value may contain: script elements and other active elements, event-handler attributes,
// script or data URLs (entity-encoded ones included), inline styles and protocol-relative (any-host) URLs.
const ACTIVE_ELEMENT = /<\s*\/?\s*(script|style|iframe|object|embed|svg|math|meta|form|base|body|link|noscript|template)\b/i
const HANDLER_ATTRIBUTE = /<[^>]*\s(on[a-z]+)\s*=/i
const SCRIPT_URL = /(javascript|vbscript|data)\s*:/i
const ENCODED_ATTRIBUTE = /(href|src|action)\s*=\s*["']?[^"'\s>]*&#/i
const STYLE_ATTRIBUTE = /<[^>]*\sstyle\s*=/i
const PROTOCOL_RELATIVE = /(href|src)\s*=\s*["']?\/\//i

/** The executable parts found in `html` (empty when there are none). */
export function executableParts(html: string): string[] {
  const checks: Array<[string, RegExp]> = [
    ['active element', ACTIVE_ELEMENT],
    ['event handler', HANDLER_ATTRIBUTE],
    ['script or data URL', SCRIPT_URL],
    ['encoded URL', ENCODED_ATTRIBUTE],
    ['style attribute', STYLE_ATTRIBUTE],
    ['protocol-relative URL', PROTOCOL_RELATIVE],
  ]
  return checks.filter(([, pattern]) => pattern.test(html)).map(([name]) => name)
}
