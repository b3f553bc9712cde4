import type { BodyStyleValue } from '../data/catalog'

import { avatarSvg, initialsSvg, type AvatarLook } from './avatar-svg'
import { bannerSvg } from './banner-svg'
import type { ImageSpec } from './library'
import { renderSvg } from './render'
import { vehicleSvg } from './vehicle-svg'

const BODY_NAMES: Record<BodyStyleValue, string> = {
  suvs: 'SUV',
  sedans: 'sedan',
  trucks: 'pickup truck',
  minivans: 'minivan',
  hatchbacks: 'hatchback',
  coupes: 'coupe',
  convertibles: 'convertible',
  wagons: 'wagon',
  commercial: 'cargo van',
}

/** The studio side view shared by every vehicle of this body style and paint. */
export function vehicleImage(bodyStyle: BodyStyleValue, hex: string, colorName: string): ImageSpec {
  return {
    filename: `vehicle-${bodyStyle}-${hex.replace('#', '')}-side.webp`,
    alt: `${colorName} ${BODY_NAMES[bodyStyle]}, side view`,
    mimetype: 'image/webp',
    render: () => renderSvg(vehicleSvg(bodyStyle, hex), 'webp', 1200),
  }
}

/** A cut-out (transparent) side view for the body-style browser. */
export function bodyStyleImage(bodyStyle: BodyStyleValue, hex: string, label: string): ImageSpec {
  return {
    filename: `body-style-${bodyStyle}-cutout.png`,
    alt: `${label} illustration`,
    mimetype: 'image/png',
    render: () => renderSvg(vehicleSvg(bodyStyle, hex, { background: false }), 'png', 800),
  }
}

/** An illustrated staff portrait. */
export function portraitImage(slug: string, name: string, look: AvatarLook): ImageSpec {
  return {
    filename: `staff-${slug}-portrait.png`,
    alt: `Portrait of ${name}`,
    mimetype: 'image/png',
    render: () => renderSvg(avatarSvg(look), 'png', 512),
  }
}

/** A reviewer's initials badge. */
export function initialsImage(slug: string, name: string, background: string): ImageSpec {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return {
    filename: `reviewer-${slug}-badge.png`,
    alt: `${name}'s profile picture`,
    mimetype: 'image/png',
    render: () => renderSvg(initialsSvg(initials, background), 'png', 256),
  }
}

/** A promotional banner with headline, used by promotions, special offers and articles. */
export function bannerImage(
  slug: string,
  options: { title: string; kicker: string; color: string; accent: string; bodyStyle: BodyStyleValue },
): ImageSpec {
  return {
    filename: `banner-${slug}-art.webp`,
    alt: options.title,
    mimetype: 'image/webp',
    render: () => renderSvg(bannerSvg(options), 'webp', 1600),
  }
}
