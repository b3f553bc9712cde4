import type { CollectionBeforeChangeHook } from 'payload'

/**
 * What Payload derives from an upload's bytes: its name, type, size, pixel size, addresses and resized copies.
 * Only a new file changes them; a save without one (editing the alt text, say) keeps the stored facts whatever the
 * request sent, so staff who may edit an upload cannot make its record lie about the file.
 */
const FILE_FACTS = ['filename', 'mimeType', 'filesize', 'width', 'height', 'url', 'thumbnailURL', 'sizes'] as const

/** beforeChange of every upload collection (runs after Payload has read any new file into `data`). */
export const keepStoredFileFacts: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || req.file || !originalDoc) return data
  const stored = originalDoc as Record<string, unknown>
  for (const fact of FILE_FACTS) {
    if (fact in stored) data[fact] = stored[fact]
    else delete data[fact]
  }
  return data
}
