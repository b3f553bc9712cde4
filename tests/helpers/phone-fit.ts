import type { Locator, Page } from '@playwright/test'

/**
 * In-page measurements for the phone-fit spec: what makes a page wider than the phone's screen, which controls lie
 * outside the screen, and which are too small to tap. Each answer names the element by a short CSS path, so a
 * failure says where to look.
 */

/** A phone screen in CSS pixels. */
export type Screen = { width: number; height: number }

/** An element past the screen's right edge: its CSS path and right edge in page pixels. */
export type Offender = { selector: string; right: number }

export type WidthReport = { scrollWidth: number; widest: Offender | null; outermost: Offender[] }

/** A control of a region that breaks a rule: its CSS path, name and box on the screen (device pixels from its top left). */
export type ControlProblem = { selector: string; name: string; box: { x: number; y: number; width: number; height: number } }

/** WCAG 2.5.5's 44 × 44 CSS px, the size of a fingertip. */
export const MIN_TAP = 44

/**
 * The page's width against the screen's, and when it is wider, the element reaching furthest right (ties go to the
 * innermost) plus the outermost elements past the edge, which are usually the ones to fix. Content clipped by an
 * ancestor that hides or scrolls its own overflow inside the screen does not widen the page and is left out, and so
 * are fixed elements. Name the culprits on a page without phone emulation: a phone browser widens its layout
 * viewport to a page that is too wide, and every block then follows it.
 */
export function measureWidth(page: Page, screenWidth: number): Promise<WidthReport> {
  return page.evaluate((limit) => {
    const cssPath = (element: Element): string => {
      const parts: string[] = []
      for (let node: Element | null = element; node && node !== document.documentElement && parts.length < 4; node = node.parentElement) {
        const tag = node.tagName.toLowerCase()
        if (node.id && !/^_?R_|^«|:/.test(node.id)) {
          parts.unshift(`${tag}#${CSS.escape(node.id)}`)
          break
        }
        const classes = Array.from(node.classList).slice(0, 3).map((name) => `.${CSS.escape(name)}`).join('')
        const siblings = node.parentElement ? Array.from(node.parentElement.children).filter((child) => child.tagName === node?.tagName) : []
        const nth = siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(node) + 1})` : ''
        parts.unshift(`${tag}${classes}${nth}`)
      }
      return parts.join(' > ')
    }
    const clipsOverflow = (element: Element) => {
      const { overflowX } = getComputedStyle(element)
      return overflowX !== 'visible'
    }
    const isInFixed = (element: Element) => {
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (getComputedStyle(ancestor).position === 'fixed') return true
      }
      return false
    }
    // Clipped by an ancestor that hides or scrolls its overflow and ends inside the screen. An absolutely positioned
    // element escapes the ancestors between it and its containing block (the nearest positioned one): a
    // screen-reader-only label inside a carousel whose scroller is not positioned widens the page.
    const clippedInside = (element: Element) => {
      let absolute = getComputedStyle(element).position === 'absolute'
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor)
        if (absolute && style.position === 'static' && style.transform === 'none') continue
        if (clipsOverflow(ancestor) && ancestor.getBoundingClientRect().right + window.scrollX <= limit + 0.5) return true
        absolute = style.position === 'absolute'
      }
      return false
    }
    const rightEdge = (element: Element) => {
      const rect = element.getBoundingClientRect()
      // Text or children spilling out of a box that lets them show count too.
      const spill = clipsOverflow(element) ? rect.right : rect.left + element.scrollWidth
      return Math.max(rect.right, spill) + window.scrollX
    }
    const past = new Map<Element, number>()
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      // A fixed element spans the layout viewport, which a phone widens to the page: a follower, not a cause.
      if (getComputedStyle(element).position === 'fixed' || isInFixed(element)) continue
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 && rect.height === 0) continue
      const right = rightEdge(element)
      if (right <= limit + 0.5) continue
      if (!clippedInside(element)) past.set(element, right)
    }
    const offenders = Array.from(past.entries())
    // Furthest right wins; on a tie the inner element: a container stretched by its content ends where the content
    // does, and the content is what to fix.
    const [widestElement] = offenders.reduce<[Element | null, number]>(
      (best, [element, right]) =>
        right > best[1] + 0.5 || (Math.abs(right - best[1]) <= 0.5 && best[0]?.contains(element)) ? [element, right] : best,
      [null, 0],
    )
    const widest = widestElement ? { selector: cssPath(widestElement), right: Math.round(past.get(widestElement) ?? 0) } : null
    const outermost = offenders
      .filter(([element]) => !(element.parentElement && past.has(element.parentElement)))
      .slice(0, 3)
      .map(([element, right]) => ({ selector: cssPath(element), right: Math.round(right) }))
    return { scrollWidth: document.documentElement.scrollWidth, widest, outermost }
  }, screenWidth)
}

/**
 * The visible buttons and links of a region that are smaller than 44 × 44 px or (each scrolled into view first,
 * for a region that scrolls) not wholly on the screen. A link inside a sentence is exempt from the size, as in
 * WCAG 2.5.8: its size is the text's. One pass in the page, so a footer of fifty links costs one round trip.
 */
export async function controlProblems(region: Locator, screen: Screen): Promise<{ small: ControlProblem[]; offScreen: ControlProblem[] }> {
  if ((await region.count()) === 0) return { small: [], offScreen: [] }
  return region.first().evaluate(
    (root, { minTap, width, height }) => {
      const cssPath = (node: Element): string => {
        const parts: string[] = []
        for (let at: Element | null = node; at && at !== document.documentElement && parts.length < 3; at = at.parentElement) {
          const tag = at.tagName.toLowerCase()
          if (at.id && !/^_?R_|^«|:/.test(at.id)) {
            parts.unshift(`${tag}#${CSS.escape(at.id)}`)
            break
          }
          const classes = Array.from(at.classList).slice(0, 2).map((name) => `.${CSS.escape(name)}`).join('')
          parts.unshift(`${tag}${classes}`)
        }
        return parts.join(' > ')
      }
      const small: ControlProblem[] = []
      const offScreen: ControlProblem[] = []
      const controls = Array.from(root.querySelectorAll('a[href], button, [role="button"], input[type="submit"], summary'))
      for (const element of controls) {
        if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('.sr-only')) continue
        const first = element.getBoundingClientRect()
        if (first.width === 0 || first.height === 0) continue
        element.scrollIntoView({ block: 'nearest', inline: 'nearest' })
        const rect = element.getBoundingClientRect()
        // Where it shows on the screen: the visual viewport is the screen, and a phone that zoomed out to show a
        // page that is too wide draws each CSS pixel smaller.
        const viewport = window.visualViewport
        const scale = viewport?.scale ?? 1
        const box = {
          x: Math.round((rect.x - (viewport?.offsetLeft ?? 0)) * scale),
          y: Math.round((rect.y - (viewport?.offsetTop ?? 0)) * scale),
          width: Math.round(rect.width * scale),
          height: Math.round(rect.height * scale),
        }
        const parent = element.parentElement
        const inSentence =
          element.tagName === 'A' &&
          getComputedStyle(element).display === 'inline' &&
          parent !== null &&
          Array.from(parent.childNodes).some(
            (node) => node !== element && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
          )
        const problem = {
          selector: cssPath(element),
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
          box,
        }
        // Tap size in CSS pixels, as the rule is written.
        if (!inSentence && (rect.width < minTap - 0.5 || rect.height < minTap - 0.5)) small.push(problem)
        if (box.x < -0.5 || box.y < -0.5 || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5) offScreen.push(problem)
      }
      return { small, offScreen }
    },
    { minTap: MIN_TAP, width: screen.width, height: screen.height },
  )
}

/** One line per problem: "Accept all" button#id (x 12, y 1225, 120 × 44). */
export function describeControls(problems: ControlProblem[]): string {
  return problems.map(({ name, selector, box }) => `"${name}" ${selector} (x ${box.x}, y ${box.y}, ${box.width} × ${box.height})`).join('; ')
}
