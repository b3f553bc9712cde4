'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The sort select, enhanced: with JavaScript a change submits the surrounding GET form at once (the form's button
 * only shows without JavaScript). A document navigation rather than a client-router push: the listing page is
 * cached per URL and reads its query from the path the proxy builds, which the router cannot know (see
 * ListingLink).
 *
 * A shopper may change the select before this script has run (a slow phone hydrates seconds after the first
 * paint); that change fired no handler, so on mount a value that differs from the page's sort is submitted then.
 * `autoComplete="off"` keeps the browser from restoring a previous choice when the page is revisited from history,
 * which would otherwise look like such an early change and navigate away again.
 */
export function SortSelect({ id, value, children }: { id: string; value: string; children: ReactNode }) {
  const select = useRef<HTMLSelectElement>(null)

  useEffect(() => {
    const element = select.current
    if (element && element.value !== value) element.form?.requestSubmit()
  }, [value])

  return (
    <select
      ref={select}
      id={id}
      name="sort"
      defaultValue={value}
      autoComplete="off"
      className="min-h-11 min-w-0 max-w-full rounded-lg border border-ink-600 bg-white px-3"
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
    >
      {children}
    </select>
  )
}
