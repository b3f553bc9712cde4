import { notFound } from 'next/navigation'

export const instant = false

/**
 * Any `/es/...` address no Spanish route matches. Left unmatched, a full page load got Next's single global 404
 * document (English, `<html lang="en">`); matched here, notFound() renders the Spanish layout's not-found page
 * (`../not-found.tsx`) with status 404 (the render reads nothing uncached, so it completes before anything is
 * sent). Every real route is more specific than this catch-all, so it only takes what was a 404 anyway. The proxy
 * sends addresses outside every Spanish section, its switched-off pages and unknown vehicles here under one
 * internal path (src/proxy.ts), so those share one stored page.
 */
export default async function SpanishMissingPage({ params }: { params: Promise<{ missing: string[] }> }): Promise<never> {
  // Read like any route's params: the build then leaves this page to request time instead of prerendering a 404.
  await params
  notFound()
}
