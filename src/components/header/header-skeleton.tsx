/** Same-height placeholder while the header's data streams in, so the page does not jump. */
export function HeaderSkeleton() {
  return (
    <div className="sticky top-0 z-40 h-16 border-b border-line bg-white" aria-hidden="true">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4">
        <span className="size-9 rounded-md bg-brand-100" />
        <span className="h-4 w-32 rounded bg-surface" />
      </div>
    </div>
  )
}
