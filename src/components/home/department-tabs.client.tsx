'use client'

import { useRef, useState, type KeyboardEvent } from 'react'

import { CtaLink } from './cta-link'

/** One department's tab: its label, the panel's title and text, and its links. */
export type DepartmentTab = { label: string; title: string; body: string; links: { label: string; url: string }[] }

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs and select them, Home and End jump to
 * the first and last, Tab moves into the selected panel. Only the selected tab is in the tab order. On phones the
 * tab row scrolls inside itself; it is `relative` so it also clips anything absolutely positioned inside a tab.
 */
export function DepartmentTabs({ tabs, idPrefix, label }: { tabs: DepartmentTab[]; idPrefix: string; label: string }) {
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const select = (index: number) => {
    setSelected(index)
    tabRefs.current[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next)
  }
  return (
    <div>
      <div role="tablist" aria-label={label} className="relative flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${idPrefix}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
            className="min-h-11 shrink-0 border-b-4 border-transparent px-4 font-semibold text-ink-600 hover:text-ink-900 aria-selected:border-brand-700 aria-selected:text-brand-800"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
          className="rounded-b-xl bg-surface p-5 sm:p-8"
        >
          <h3 className="text-xl font-bold text-ink-900">{tab.title}</h3>
          <p className="mt-2 max-w-3xl text-ink-700">{tab.body}</p>
          {tab.links.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-3">
              {tab.links.map((link, linkIndex) => (
                <li key={link.url}>
                  <CtaLink href={link.url} style={linkIndex === 0 ? 'primary' : 'secondary'}>
                    {link.label}
                  </CtaLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  )
}
