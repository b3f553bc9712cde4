import type { BodyStyleValue } from '../data/catalog'

import { luminance, shade } from './color'
import { SILHOUETTES, type Silhouette } from './silhouettes'

const GROUND_Y = 722

function bodyPath(s: Silhouette): string {
  const [front, rear] = s.wheels
  const arch = s.wheelR + 10
  // Sills run rear to front; each arch is a half circle bulging upwards around its wheel.
  return (
    `${s.top} L${rear + arch} ${s.bottomY} A${arch} ${arch} 0 0 0 ${rear - arch} ${s.bottomY} ` +
    `L${front + arch} ${s.bottomY} A${arch} ${arch} 0 0 0 ${front - arch} ${s.bottomY} L${s.frontX + 12} ${s.bottomY} Z`
  )
}

function wheel(cx: number, r: number): string {
  const cy = GROUND_Y - r
  const rim = r * 0.62
  const spokes = Array.from({ length: 5 }, (_, index) => {
    const angle = index * 72
    return `<rect x="${cx - 5}" y="${cy - rim + 6}" width="10" height="${rim - 6}" rx="4" fill="url(#spoke)" transform="rotate(${angle} ${cx} ${cy})"/>`
  }).join('')
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#17181b"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 5}" fill="none" stroke="#2c2e33" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${rim}" fill="url(#rim)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${rim - 6}" fill="#3a3d44"/>` +
    spokes +
    `<circle cx="${cx}" cy="${cy}" r="${rim * 0.28}" fill="url(#rim)" stroke="#4b4f57" stroke-width="2"/>`
  )
}

function defs(paint: string): string {
  const light = luminance(paint) > 0.7
  return `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f7fa"/><stop offset="1" stop-color="#dfe5ec"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfd6de"/><stop offset="1" stop-color="#eef1f4"/></linearGradient>
  <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${shade(paint, 0.28)}"/><stop offset="0.35" stop-color="${paint}"/>
    <stop offset="0.62" stop-color="${shade(paint, light ? -0.08 : 0.06)}"/><stop offset="1" stop-color="${shade(paint, -0.45)}"/>
  </linearGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0.22"/>
    <stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5f7389"/><stop offset="0.5" stop-color="#26313d"/><stop offset="1" stop-color="#141a21"/></linearGradient>
  <linearGradient id="reflection" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
  <radialGradient id="rim" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#f2f4f7"/><stop offset="0.6" stop-color="#aab0b9"/><stop offset="1" stop-color="#6d737c"/></radialGradient>
  <linearGradient id="spoke" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c9ced6"/><stop offset="1" stop-color="#8c929b"/></linearGradient>
  <linearGradient id="headlight" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cfe3f5"/></linearGradient>
  <linearGradient id="taillight" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff5a4f"/><stop offset="1" stop-color="#a3120d"/></linearGradient>
  <filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>`
}

/** A studio-style side view of the body style in the given paint, as an SVG document (1200×900). */
export function vehicleSvg(bodyStyle: BodyStyleValue, paint: string, options: { background?: boolean } = {}): string {
  const s = SILHOUETTES[bodyStyle]
  const withBackground = options.background ?? true
  const body = bodyPath(s)
  const [hx, hy, hw, hh] = s.headlight
  const [tx, ty, tw, th] = s.taillight
  const backdrop = withBackground
    ? `<rect width="1200" height="900" fill="url(#sky)"/><rect y="${GROUND_Y - 40}" width="1200" height="${940 - GROUND_Y}" fill="url(#floor)"/>`
    : ''
  const doorLines = s.doorLines
    .map((x) => `<line x1="${x}" y1="${s.beltY}" x2="${x + 4}" y2="${s.bottomY - 12}" stroke="#000" stroke-opacity="0.28" stroke-width="2.5"/>`)
    .join('')
  const handles = s.handles
    .map((x) => `<rect x="${x - 22}" y="${s.beltY + 22}" width="44" height="9" rx="4.5" fill="${shade(paint, -0.35)}"/>`)
    .join('')
  const pillars = s.pillars
    .map(([x, w]) => `<rect x="${x}" y="200" width="${w}" height="${s.beltY - 195}" fill="${shade(paint, -0.55)}"/>`)
    .join('')
  const mirror = s.mirror
    ? `<path d="M${s.mirror[0]} ${s.mirror[1]} q-6 -22 22 -24 l18 2 q6 12 -4 24 z" fill="${shade(paint, -0.1)}" stroke="#000" stroke-opacity="0.25"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900">
${defs(paint)}
${backdrop}
<ellipse cx="${(s.frontX + s.rearX) / 2}" cy="${GROUND_Y + 4}" rx="${(s.rearX - s.frontX) / 2 + 30}" ry="26" fill="#000" opacity="0.35" filter="url(#blur)"/>
<clipPath id="bodyClip"><path d="${body}"/></clipPath>
<clipPath id="aboveSill"><rect width="1200" height="${s.bottomY}"/></clipPath>
<g clip-path="url(#aboveSill)" fill="#101114">
  <circle cx="${s.wheels[0]}" cy="${GROUND_Y - s.wheelR}" r="${s.wheelR + 10}"/>
  <circle cx="${s.wheels[1]}" cy="${GROUND_Y - s.wheelR}" r="${s.wheelR + 10}"/>
</g>
<path d="${body}" fill="url(#paint)"/>
<g clip-path="url(#bodyClip)">
  <rect x="0" y="${s.bottomY - 26}" width="1200" height="40" fill="#1d1f23" opacity="0.55"/>
  <rect x="0" y="${s.beltY + 48}" width="1200" height="3" fill="#ffffff" opacity="0.35"/>
  <rect x="0" y="${s.beltY + 51}" width="1200" height="3" fill="#000000" opacity="0.12"/>
  <rect x="0" y="0" width="1200" height="900" fill="url(#sheen)"/>
</g>
<path d="${s.glass}" fill="url(#glass)"/>
<g clip-path="url(#bodyClip)">${pillars}</g>
<path d="${s.glass}" fill="url(#reflection)" opacity="0.8"/>
${s.extras ? `<path d="${s.extras}" fill="#23262b"/>` : ''}
${doorLines}${handles}${mirror}
<rect x="${hx}" y="${hy}" width="${hw}" height="${hh}" rx="${hh / 2}" fill="url(#headlight)" stroke="#7d8894" stroke-width="2"/>
<rect x="${tx}" y="${ty}" width="${tw}" height="${th}" rx="6" fill="url(#taillight)"/>
<path d="${body}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>
${wheel(s.wheels[0], s.wheelR)}${wheel(s.wheels[1], s.wheelR)}
</svg>`
}
