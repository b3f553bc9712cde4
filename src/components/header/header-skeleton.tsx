/**
 * Same-height placeholder while the header's data streams in, so the page does not jump. `toolbar` matches the
 * site header, which on phones adds a toolbar row (44px controls and a border) under the brand row.
 */
export function HeaderSkeleton({ toolbar = false }: { toolbar?: boolean }) {
  return (
    <div
      className={`sticky top-0 z-40 border-b border-line bg-white ${toolbar ? 'h-[6.375rem] sm:h-16' : 'h-16'}`}
      aria-hidden="true"
    >
      <div className={`mx-auto flex max-w-7xl items-center gap-2 px-4 ${toolbar ? 'h-14 sm:h-full' : 'h-full'}`}>
        <span className="size-9 rounded-md bg-brand-100" />
        <span className="h-4 w-32 rounded bg-surface" />
      </div>
    </div>
  )
}
