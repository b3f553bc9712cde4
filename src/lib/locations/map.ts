/**
 * The store map of the contact page: OpenStreetMap's embeddable map (no API key, no script of ours beyond these
 * few lines), framed only when the shopper asks for it. The embed takes a bounding box, not a zoom: it shows the
 * largest zoom at which the box fits its frame, so the box is worked out from the zoom wanted and the frame's size
 * in Web Mercator (256 px tiles). Pure.
 */
import { MAP_FRAME_ORIGIN as OSM_ORIGIN } from '@/lib/locations/map-pages.mjs'
import { MAP_ZOOM } from '@/lib/settings/defaults'

import type { GeoPoint } from './nearest'

/** Phones are viewports under 640 px, the site's mobile breakpoint (the same flag the rest of the site uses). */
export const PHONE_MEDIA_QUERY = '(max-width: 639.98px)'

/**
 * Zoom 13 on phones (a few streets around the store) and 11 on wider screens (the town and its highways). Of the two
 * desktop readings, 7 or 11, 11 is taken: at 7 the frame shows half of Illinois and the store's own town is a dot;
 * 11 is also the store settings' default, which a manager can change.
 */
export type MapZooms = { phone: number; desktop: number }
export const DEFAULT_MAP_ZOOMS: MapZooms = { phone: MAP_ZOOM.mobile, desktop: MAP_ZOOM.desktop }

/** Size of the map frame in CSS pixels. */
export type FrameSize = { width: number; height: number }

/** [west, south, east, north] in degrees. */
export type BoundingBox = [number, number, number, number]

const TILE_PX = 256
/** Web Mercator's edge: the map ends there. */
const MAX_LATITUDE = 85.0511287798
/**
 * The box covers 90 % of the frame at the zoom wanted: the embed's fit then lands on that zoom with room to spare
 * (a box exactly the frame's size could round down one level), and one level more would need twice the room.
 */
const FRAME_FILL = 0.9

/** The zoom for the viewport at the moment the map opens: phone or desktop. */
export function mapZoomFor(isPhone: boolean, zooms: MapZooms = DEFAULT_MAP_ZOOMS): number {
  return isPhone ? zooms.phone : zooms.desktop
}

/** Store settings' zooms (numbers 1–20, possibly unset), else the defaults. */
export function mapZoomsOf(settings: { zoomMobile?: number | null; zoomDesktop?: number | null } | null | undefined): MapZooms {
  const valid = (zoom: number | null | undefined, fallback: number) =>
    typeof zoom === 'number' && Number.isInteger(zoom) && zoom >= 1 && zoom <= 20 ? zoom : fallback
  return { phone: valid(settings?.zoomMobile, DEFAULT_MAP_ZOOMS.phone), desktop: valid(settings?.zoomDesktop, DEFAULT_MAP_ZOOMS.desktop) }
}

const worldPx = (zoom: number) => TILE_PX * 2 ** zoom
const clampLatitude = (latitude: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude))
/** Mercator y of a latitude, 0 at the north edge and 1 at the south edge of the map. */
const mercatorY = (latitude: number) => {
  const sin = Math.sin((clampLatitude(latitude) * Math.PI) / 180)
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)
}
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI

/** The box centred on `center` that fills FRAME_FILL of a frame of `size` at `zoom`. */
export function boundingBoxAround(center: GeoPoint, zoom: number, size: FrameSize): BoundingBox {
  const world = worldPx(zoom)
  const halfLon = (360 * size.width * FRAME_FILL) / world / 2
  const halfY = (size.height * FRAME_FILL) / world / 2
  const y = mercatorY(center.latitude)
  const round = (value: number) => Number(value.toFixed(6))
  return [
    round(center.longitude - halfLon),
    round(latitudeOf(Math.min(1, y + halfY))),
    round(center.longitude + halfLon),
    round(latitudeOf(Math.max(0, y - halfY))),
  ]
}

/** The zoom at which a box fits a frame `width` pixels wide: the largest whole level (the embed's rule). */
export function zoomShowing(box: BoundingBox, width: number): number {
  const span = box[2] - box[0]
  return Math.floor(Math.log2((360 * width) / (TILE_PX * span)))
}

/** The address of OpenStreetMap's embeddable map of `center` at `zoom` in a frame of `size`, with a marker. */
export function osmEmbedUrl(center: GeoPoint, zoom: number, size: FrameSize): string {
  const params = new URLSearchParams({
    bbox: boundingBoxAround(center, zoom, size).join(','),
    layer: 'mapnik',
    marker: `${center.latitude},${center.longitude}`,
  })
  return `${OSM_ORIGIN}/export/embed.html?${params.toString()}`
}

/** A plain link to the place on openstreetmap.org (works without JavaScript; directions are one click there). */
export function osmPlaceUrl(center: GeoPoint, zoom: number = DEFAULT_MAP_ZOOMS.phone): string {
  const { latitude, longitude } = center
  return `${OSM_ORIGIN}/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`
}

