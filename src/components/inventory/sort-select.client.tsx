'use client'

import { useRouter } from 'next/navigation'
import type { ReactNode } from 'react'

/**
 * The sort select, enhanced: with JavaScript a change navigates in place (no full reload) and the submit button
 * hides; without it, the surrounding GET form and its button do the same job.
 */
export function SortSelect({ id, value, children }: { id: string; value: string; children: ReactNode }) {
  const router = useRouter()
  return (
    <select
      id={id}
      name="sort"
      defaultValue={value}
      className="min-h-11 rounded-lg border border-ink-600 bg-white px-3"
      onChange={(event) => {
        const form = event.currentTarget.form
        if (!form) return
        const query = new URLSearchParams()
        for (const [name, entry] of new FormData(form)) if (typeof entry === 'string') query.append(name, entry)
        router.push(`${form.getAttribute('action') ?? ''}?${query.toString()}`, { scroll: false })
      }}
    >
      {children}
    </select>
  )
}
