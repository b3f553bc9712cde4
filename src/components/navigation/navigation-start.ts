/**
 * The link components' line to the page loading bar: they report an in-place navigation as it starts, and the
 * bar (NavigationProgress, one per page) answers whether it may go ahead. A module, not a React context, because
 * IntentNavigation's document listener and every IntentLink report to the same single bar.
 */

/** What a link reports: where it goes, and the anchor followed (marked busy while the page loads). */
export type NavigationStart = { href: string; anchor: HTMLAnchorElement | null }

type StartListener = (start: NavigationStart) => boolean

let listener: StartListener | null = null

/** Registers the page's loading bar; returns its removal. */
export function listenForNavigationStarts(next: StartListener): () => void {
  listener = next
  return () => {
    if (listener === next) listener = null
  }
}

/**
 * Reports a navigation about to start; false means do not start it (the browser is offline and the bar now says
 * so). Without a bar on the page (admin, Next's global 404) every navigation goes ahead.
 */
export function navigationStarting(start: NavigationStart): boolean {
  return listener ? listener(start) : true
}
