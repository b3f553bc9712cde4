import { prefetchAllowed, type ConnectionHints } from '@/lib/navigation/prefetch-policy'

/** navigator.connection (Network Information API), where the browser has it. */
function connectionHints(): ConnectionHints | null {
  const connection: unknown = Reflect.get(navigator, 'connection')
  return typeof connection === 'object' && connection !== null ? connection : null
}

/**
 * Prefetches a page the visitor shows intent for, unless the connection asks to save data (prefetchAllowed). The
 * connection is read at each intent, since a phone moves between networks. How many prefetches run at once is
 * left to Next's prefetch scheduler, which queues router.prefetch calls and keeps at most four requests in flight
 * (the at-most-five route preloads rule; tests/e2e/navigation-progress.e2e.spec.ts holds it to that).
 */
export function prefetchOnIntent(prefetch: (href: string) => void, href: string): void {
  if (prefetchAllowed(connectionHints())) prefetch(href)
}
