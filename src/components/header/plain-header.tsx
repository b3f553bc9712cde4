import { BrandLink } from './brand-link'

/** Data-free header for the error page, which must render even when the CMS cannot be read. */
export function PlainHeader() {
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
        <BrandLink name={null} />
      </div>
    </header>
  )
}
