'use client'

import type { ReactNode } from 'react'

/**
 * The sort select, enhanced: with JavaScript a change submits the surrounding GET form at once (the form's button
 * only shows without JavaScript). A document navigation rather than a client-router push: the listing page is
 * cached per URL and reads its query from the path the proxy builds, which the router cannot know (see
 * ListingLink).
 */
export function SortSelect({ id, value, children }: { id: string; value: string; children: ReactNode }) {
  return (
    <select
      id={id}
      name="sort"
      defaultValue={value}
      className="min-h-11 min-w-0 max-w-full rounded-lg border border-ink-600 bg-white px-3"
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
    >
      {children}
    </select>
  )
}
