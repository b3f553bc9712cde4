/** Mixes a '#rrggbb' colour towards white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255]
  const target = amount > 0 ? 255 : 0
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * Math.abs(amount)))
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}

/** Perceived brightness 0-1, to pick readable overlays on light paint. */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  return (0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255)) / 255
}
