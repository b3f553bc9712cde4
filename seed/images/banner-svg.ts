import type { BodyStyleValue } from '../data/catalog'

import { shade } from './color'
import { vehicleSvg } from './vehicle-svg'

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Greedy word wrap by character count; DejaVu Sans Bold averages about 0.6 em per character. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/**
 * A 1600×900 promotional banner: brand gradient, headline, kicker and a car in the brand's accent colour. Text
 * and car stay inside the middle 1200 px so the 4:3 card crop of the media sizes keeps them whole.
 */
export function bannerSvg(options: {
  title: string
  kicker: string
  color: string
  accent: string
  bodyStyle: BodyStyleValue
}): string {
  // Long headlines get a smaller size so they still fit three lines.
  const long = options.title.length > 48
  const [maxChars, fontSize, lineHeight] = long ? [26, 50, 60] : [20, 64, 76]
  const lines = wrap(options.title, maxChars).slice(0, 3)
  const car = vehicleSvg(options.bodyStyle, options.accent, { background: false })
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
  const title = lines
    .map((line, index) => `<tspan x="240" dy="${index === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(options.color, 0.15)}"/><stop offset="1" stop-color="${shade(options.color, -0.45)}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#brand)"/>
<circle cx="1300" cy="420" r="420" fill="#ffffff" opacity="0.07"/><circle cx="1380" cy="520" r="280" fill="#ffffff" opacity="0.06"/>
<text x="240" y="200" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="34" letter-spacing="4" fill="${shade(options.accent, 0.5)}">${escapeXml(options.kicker.toUpperCase())}</text>
<text x="240" y="290" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${title}</text>
<rect x="240" y="${290 + lines.length * lineHeight - 24}" width="120" height="8" rx="4" fill="${options.accent}"/>
<g transform="translate(560 250) scale(0.75)">${car}</g>
</svg>`
}
