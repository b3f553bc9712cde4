'use client'

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

import { mapZoomFor, osmEmbedUrl, PHONE_MEDIA_QUERY, type MapZooms } from '@/lib/locations/map'
import { framesMap } from '@/lib/locations/map-pages.mjs'
import type { GeoPoint } from '@/lib/locations/nearest'

/** The map's texts in the page's language, given by the server component that knows it (plain strings). */
export type LocationMapLabels = { show: string; hide: string; title: string }

type Opened = { zoom: number; src: string | null }

/** Which map to open after the reload that gives the document the map page's policy (see `open`). */
const REOPEN_KEY = 'location-map-reopen'

const buttonClass =
  'inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/** The path this document was loaded at (a client-side navigation changes the address, not the document). */
function loadedPath(): string {
  const [entry] = performance.getEntriesByType('navigation')
  return new URL(entry?.name || location.href).pathname
}

/**
 * "Show map": OpenStreetMap's embedded map of one location, framed only once the shopper presses the button, so the
 * page itself loads no map, tile or script of another site. The zoom is the phone's or the desktop's by the viewport
 * width at that moment; the frame is measured before its address is made (the embed fits a box to its frame).
 */
export function LocationMap({
  mapKey,
  point,
  name,
  zooms,
  labels,
}: {
  /** Unique on the page (the location's anchor). */
  mapKey: string
  point: GeoPoint
  name: string
  zooms: MapZooms
  labels: LocationMapLabels
}) {
  const [opened, setOpened] = useState<Opened | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  function open() {
    // The Content-Security-Policy is the document's: a contact page reached from another page by a client-side
    // navigation still has that page's policy, which does not allow the map. Load this page for real, then open.
    if (!framesMap(loadedPath())) {
      sessionStorage.setItem(REOPEN_KEY, mapKey)
      location.reload()
      return
    }
    setOpened({ zoom: mapZoomFor(window.matchMedia(PHONE_MEDIA_QUERY).matches, zooms), src: null })
  }

  useEffect(() => {
    if (sessionStorage.getItem(REOPEN_KEY) !== mapKey) return
    sessionStorage.removeItem(REOPEN_KEY)
    button.current?.focus()
    setOpened({ zoom: mapZoomFor(window.matchMedia(PHONE_MEDIA_QUERY).matches, zooms), src: null })
  }, [mapKey, zooms])

  // Runs once the panel is laid out (before paint): now it has the width the frame will have.
  useLayoutEffect(() => {
    if (!opened || opened.src || !box.current) return
    const { clientWidth: width, clientHeight: height } = box.current
    setOpened({ ...opened, src: osmEmbedUrl(point, opened.zoom, { width, height }) })
  }, [opened, point])

  return (
    <div className="mt-3">
      <button
        ref={button}
        type="button"
        onClick={() => (opened ? setOpened(null) : open())}
        aria-expanded={Boolean(opened)}
        aria-controls={panelId}
        className={buttonClass}
      >
        {opened ? labels.hide : labels.show}
        <span className="sr-only"> {name}</span>
      </button>
      <div id={panelId} hidden={!opened}>
        {opened && (
          <div ref={box} className="mt-3 h-64 w-full overflow-hidden rounded-lg border border-line" data-zoom={opened.zoom}>
            {opened.src && (
              <iframe
                title={labels.title}
                src={opened.src}
                className="h-full w-full"
                referrerPolicy="strict-origin-when-cross-origin"
                sandbox="allow-scripts allow-same-origin allow-popups"
              />
            )}
          </div>
        )}
      </div>
    </div>
  )
}
