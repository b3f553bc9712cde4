import { describe, expect, it } from 'vitest'

import {
  boundingBoxAround,
  DEFAULT_MAP_ZOOMS,
  mapZoomFor,
  mapZoomsOf,
  osmEmbedUrl,
  osmPlaceUrl,
  zoomShowing,
  type BoundingBox,
} from '@/lib/locations/map'
import { framesMap, MAP_FRAME_ORIGIN } from '@/lib/locations/map-pages.mjs'
import { pointOf } from '@/lib/locations/nearest'
import { MAP_ZOOM } from '@/lib/settings/defaults'

const ROCKFORD = { latitude: 42.2662, longitude: -88.9784 }
const FORT_WAYNE = { latitude: 41.0726, longitude: -85.2152 }

// The slippy-map projection as the OpenStreetMap wiki writes it (x and y in pixels of 256 px tiles at a zoom),
// independent of the module's own formula.
const pixelX = (longitude: number, zoom: number) => ((longitude + 180) / 360) * 256 * 2 ** zoom
const pixelY = (latitude: number, zoom: number) => {
  const rad = (latitude * Math.PI) / 180
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 256 * 2 ** zoom
}
/** The largest zoom at which a box fits a frame: what the embed shows (Leaflet's fitBounds with whole zooms). */
function fittedZoom([west, south, east, north]: BoundingBox, frame: { width: number; height: number }): number {
  let zoom = 0
  while (zoom < 19) {
    const next = zoom + 1
    const width = pixelX(east, next) - pixelX(west, next)
    const height = pixelY(south, next) - pixelY(north, next)
    if (width > frame.width || height > frame.height) break
    zoom = next
  }
  return zoom
}

describe('store map zoom', () => {
  it('13 on phones, 11 on desktops (the store settings default), from the settings when set', () => {
    expect(DEFAULT_MAP_ZOOMS).toEqual({ phone: 13, desktop: 11 })
    expect(DEFAULT_MAP_ZOOMS.desktop).toBe(MAP_ZOOM.desktop)
    expect(mapZoomFor(true)).toBe(13)
    expect(mapZoomFor(false)).toBe(11)
    expect(mapZoomFor(false, mapZoomsOf({ zoomMobile: 14, zoomDesktop: 7 }))).toBe(7)
    expect(mapZoomFor(true, mapZoomsOf({ zoomMobile: 14, zoomDesktop: 7 }))).toBe(14)
  })

  it('falls back to the defaults for unset or out-of-range settings', () => {
    expect(mapZoomsOf(null)).toEqual(DEFAULT_MAP_ZOOMS)
    expect(mapZoomsOf({ zoomMobile: null, zoomDesktop: undefined })).toEqual(DEFAULT_MAP_ZOOMS)
    expect(mapZoomsOf({ zoomMobile: 0, zoomDesktop: 21 })).toEqual(DEFAULT_MAP_ZOOMS)
    expect(mapZoomsOf({ zoomMobile: 12.5, zoomDesktop: Number.NaN })).toEqual(DEFAULT_MAP_ZOOMS)
  })
})

describe('bounding box of the embed', () => {
  const frames = [
    { width: 288, height: 256 }, // a 320 px phone's card
    { width: 382, height: 256 },
    { width: 250, height: 256 }, // a desktop's four-column card
    { width: 1200, height: 256 },
  ]
  it.each(frames.flatMap((frame) => [13, 11, 7].map((zoom) => [frame, zoom] as const)))(
    'a %o frame at zoom %i shows that zoom',
    (frame, zoom) => {
      for (const center of [ROCKFORD, FORT_WAYNE]) {
        const box = boundingBoxAround(center, zoom, frame)
        expect(fittedZoom(box, frame)).toBe(zoom)
        expect(zoomShowing(box, frame.width)).toBe(zoom)
      }
    },
  )

  it('is centred on the store and ordered west, south, east, north', () => {
    const [west, south, east, north] = boundingBoxAround(ROCKFORD, 13, { width: 300, height: 256 })
    expect(west).toBeLessThan(ROCKFORD.longitude)
    expect(east).toBeGreaterThan(ROCKFORD.longitude)
    expect((west + east) / 2).toBeCloseTo(ROCKFORD.longitude, 5)
    expect(south).toBeLessThan(ROCKFORD.latitude)
    expect(north).toBeGreaterThan(ROCKFORD.latitude)
    // Mercator: the centre's pixel row is halfway between the edges' rows, not its latitude halfway.
    expect((pixelY(south, 13) + pixelY(north, 13)) / 2).toBeCloseTo(pixelY(ROCKFORD.latitude, 13), 0)
  })

  it('at a higher zoom covers less ground', () => {
    const span = (box: BoundingBox) => box[2] - box[0]
    const frame = { width: 300, height: 256 }
    expect(span(boundingBoxAround(ROCKFORD, 13, frame))).toBeCloseTo(span(boundingBoxAround(ROCKFORD, 11, frame)) / 4, 5)
  })
})

describe('map addresses', () => {
  it('the embed: OpenStreetMap, the box, the standard layer and a marker on the store', () => {
    const url = new URL(osmEmbedUrl(ROCKFORD, 13, { width: 300, height: 256 }))
    expect(url.origin).toBe(MAP_FRAME_ORIGIN)
    expect(url.origin).toBe('https://www.openstreetmap.org')
    expect(url.pathname).toBe('/export/embed.html')
    expect(url.searchParams.get('bbox')).toBe(boundingBoxAround(ROCKFORD, 13, { width: 300, height: 256 }).join(','))
    expect(url.searchParams.get('layer')).toBe('mapnik')
    expect(url.searchParams.get('marker')).toBe('42.2662,-88.9784')
  })

  it('the plain link: a marker and the zoom in the address', () => {
    expect(osmPlaceUrl(ROCKFORD, 13)).toBe('https://www.openstreetmap.org/?mlat=42.2662&mlon=-88.9784#map=13/42.2662/-88.9784')
  })

  it('only the contact pages may frame the map', () => {
    expect(framesMap('/contact-us')).toBe(true)
    expect(framesMap('/es/contact-us')).toBe(true)
    expect(framesMap('/contact-us/')).toBe(true)
    for (const path of ['/', '/es', '/contact-us-now', '/service', '/es/contact-us/x', '/api/contact-us']) {
      expect(framesMap(path), path).toBe(false)
    }
  })

  it('a location without usable coordinates gets no map', () => {
    expect(pointOf({ latitude: 42.2662, longitude: -88.9784 })).toEqual(ROCKFORD)
    for (const coordinates of [null, {}, { latitude: 42 }, { latitude: 0, longitude: 0 }, { latitude: 91, longitude: 0 }, { latitude: 10, longitude: -181 }, { latitude: Number.NaN, longitude: 1 }]) {
      expect(pointOf(coordinates), JSON.stringify(coordinates)).toBeNull()
    }
  })
})
