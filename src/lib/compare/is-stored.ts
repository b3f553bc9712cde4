/**
 * True when every wanted value is already stored, so the seed and the inventory feed can skip the write. Only
 * keys present in `wanted` count, so fields that hooks or Payload fill in (ids of array rows, timestamps,
 * derived titles) never look like a change.
 */
export function isStored(wanted: unknown, stored: unknown): boolean {
  if (wanted === undefined) return true
  if (wanted === null) return stored === null || stored === undefined
  if (Array.isArray(wanted)) {
    if (!Array.isArray(stored) || stored.length !== wanted.length) return false
    return wanted.every((item, index) => isStored(item, stored[index]))
  }
  if (typeof wanted === 'object') {
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return false
    // A relationship read at depth > 0 comes back populated; compare its id.
    const storedRecord: Record<string, unknown> = { ...stored }
    return Object.entries(wanted).every(([key, value]) => isStored(value, storedRecord[key]))
  }
  if (typeof stored === 'object' && stored !== null && 'id' in stored) return wanted === stored.id
  return wanted === stored
}
