import { SearchBox } from './search-box.client'

/**
 * The search row under the site header. It needs no data, so it sits in the prerendered shell outside the header's
 * Suspense boundary: without JavaScript, streamed content stays hidden, and the form must still be there.
 */
export function HeaderSearch() {
  return (
    <div className="border-b border-line bg-white">
      <div className="mx-auto max-w-7xl px-4 py-2 sm:flex sm:justify-end">
        <SearchBox label="Search inventory" className="sm:max-w-md" />
      </div>
    </div>
  )
}
