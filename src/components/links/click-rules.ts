/** A click the browser should handle itself: another button, a modifier (new tab, window, download) or a target. */
export function browserHandles(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  const target = anchor.getAttribute('target')
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    anchor.hasAttribute('download')
  )
}
