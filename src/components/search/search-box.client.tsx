'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { useLocale } from '@/components/i18n/locale-context.client'
import { useTranslate } from '@/components/i18n/use-translate.client'
import { localePath } from '@/lib/i18n/locales'
import type { Suggestion } from '@/lib/inventory/search-suggestions'

import { loadSuggester, type Suggester } from './suggestion-data'

// Suggestions follow the typing after this pause, so a fast typist is not shown a list per letter.
const DEBOUNCE_MS = 120

type Props = {
  /** The form's accessible name (English; shown in the page's language); two boxes on one page need different ones. */
  label: string
  placeholder?: string
  className?: string
}

/**
 * The free-text search box: a GET form to /search (which redirects to the canonical listing), so it works without
 * JavaScript; with it, a WAI-ARIA combobox whose listbox suggests makes, models and body styles with counts
 * (arrows move, Enter opens the highlighted one, Escape closes the list, then clears the box).
 */
export function SearchBox({ label, placeholder = 'Search: blue AWD SUV under 25k', className = '' }: Props) {
  const id = useId()
  const locale = useLocale()
  const tr = useTranslate()
  const inputId = `${id}-q`
  const listId = `${id}-list`
  // Uncontrolled: text typed before hydration must survive it. The state only drives the suggestions.
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [suggester, setSuggester] = useState<Suggester | null>(null)
  const [items, setItems] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current)
  }, [])

  const load = () => {
    if (!suggester) void loadSuggester().then((loaded) => setSuggester(() => loaded), () => setSuggester(null))
  }

  const update = (value: string, source: Suggester | null = suggester) => {
    setText(value)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const next = source ? source(value) : []
      setItems(next)
      setActive(-1)
      setOpen(next.length > 0)
    }, DEBOUNCE_MS)
  }

  // The data may arrive after the first letters: suggest for what is typed by then.
  useEffect(() => {
    if (suggester && text) update(text, suggester)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the data's arrival triggers this; typing runs update itself
  }, [suggester])

  const go = (suggestion: Suggestion) => {
    setOpen(false)
    window.location.assign(localePath(suggestion.href, locale))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return
      event.preventDefault()
      setOpen(true)
      setActive((current) =>
        event.key === 'ArrowDown' ? (current + 1) % items.length : current <= 0 ? items.length - 1 : current - 1,
      )
    } else if (event.key === 'Enter' && open && active >= 0 && items[active]) {
      event.preventDefault()
      go(items[active])
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (open) setOpen(false)
      else if (input.current) {
        input.current.value = ''
        update('')
      }
      setActive(-1)
    }
  }

  const expanded = open && items.length > 0
  return (
    <form action="/search" method="get" role="search" aria-label={tr.text(label)} className={`relative flex w-full gap-2 ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {tr.text(label)}
      </label>
      {/* /search answers a Spanish page's words with the Spanish listing. */}
      {locale !== 'en' && <input type="hidden" name="lang" value={locale} />}
      <input
        id={inputId}
        name="q"
        type="text"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        ref={input}
        placeholder={tr.text(placeholder)}
        onFocus={load}
        onChange={(event) => {
          load()
          update(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="min-h-11 w-full min-w-0 rounded-md border border-ink-400 bg-white px-3 text-base text-ink-900 placeholder:text-ink-600"
      />
      <button type="submit" className="min-h-11 shrink-0 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
        {tr('inventory.search.findCars')}
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={tr('inventory.search.suggestions')}
        hidden={!expanded}
        className="absolute top-full left-0 z-50 mt-1 w-full overflow-hidden rounded-md border border-line bg-white shadow-lg"
      >
        {items.map((item, index) => (
          <li
            key={item.href}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault()
              go(item)
            }}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-sm text-ink-900 ${index === active ? 'bg-brand-50' : ''}`}
          >
            {/* A body style is the site's own name (Spanish on a Spanish page); makes and models are data. */}
            <span>{item.kind === 'Body style' ? tr.text(item.text) : item.text}</span>
            <span className="shrink-0 text-ink-600">
              {tr.text(item.kind)} · {item.count}
            </span>
          </li>
        ))}
      </ul>
    </form>
  )
}
