/**
 * A flat form's values as multipart/form-data, the way the form endpoint reads the careers post (flat text
 * fields, one file part per file field). A file input's FileList contributes its first file; an empty one and
 * undefined or null values are left out; nested objects are not expected in a multipart form and are skipped.
 */
export function toFormData(values: Record<string, unknown>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (typeof FileList !== 'undefined' && value instanceof FileList) {
      if (value[0]) data.append(name, value[0])
    } else if (value instanceof Blob) {
      data.append(name, value)
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      data.append(name, String(value))
    }
  }
  return data
}
