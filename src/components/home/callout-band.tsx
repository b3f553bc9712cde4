import { MediaImage } from '@/components/media/media-image'
import type { WarrantyBlock } from '@/payload-types'

import { BlockIcon } from './block-icon'
import { CtaLink } from './cta-link'

/** The SPEC promo block's content, shared by the warranty, financing and dealership callout blocks. */
export type CalloutContent = Omit<WarrantyBlock, 'blockType' | 'blockName' | 'id'>

const TONES = {
  plain: 'bg-white',
  tinted: 'bg-surface',
  brand: 'bg-brand-50',
} as const

/** A titled band: badge, heading, text, a list of points with icons, buttons and an optional picture. */
export function CalloutBand({
  content,
  headingId,
  tone,
}: {
  content: CalloutContent
  headingId: string
  tone: keyof typeof TONES
}) {
  const hasImage = Boolean(content.image && typeof content.image === 'object' && content.image.url)
  return (
    <section aria-labelledby={headingId} className={TONES[tone]}>
      <div
        className={`mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:py-14 ${hasImage ? 'lg:grid-cols-2 lg:items-center' : ''}`}
      >
        <div className={content.imagePosition === 'left' ? 'lg:order-2' : undefined}>
          {content.badge && (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{content.badge}</p>
          )}
          <h2 id={headingId} className="mt-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {content.title}
          </h2>
          {content.description && <p className="mt-3 max-w-3xl text-ink-700">{content.description}</p>}
          {content.items && content.items.length > 0 && (
            <ul className={`mt-6 grid gap-4 sm:grid-cols-2 ${hasImage ? '' : 'lg:grid-cols-4'}`}>
              {content.items.map((item) => (
                <li key={item.id ?? item.title} className="flex gap-3">
                  <BlockIcon name={item.icon} className="size-6 shrink-0 text-accent-700" />
                  <div>
                    <p className="font-bold text-ink-900">{item.title}</p>
                    {item.description && <p className="mt-1 text-sm text-ink-600">{item.description}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {content.buttons && content.buttons.length > 0 && (
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
              {content.buttons.map((button) => (
                <CtaLink key={button.id ?? button.url} href={button.url} style={button.style}>
                  {button.label}
                </CtaLink>
              ))}
            </div>
          )}
        </div>
        {hasImage && (
          <div className="relative aspect-[4/3] overflow-hidden rounded-xl">
            <MediaImage media={content.image} size="card" sizes="(min-width: 1024px) 50vw, 100vw" />
          </div>
        )}
      </div>
    </section>
  )
}
