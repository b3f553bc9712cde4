'use client'

import { useEffect, useState, type KeyboardEvent } from 'react'

import { useTranslate } from '@/components/i18n/use-translate.client'
import { CarIcon } from '@/components/icons/icons'

import type { GalleryPicture } from './gallery-pictures'

/**
 * Photo gallery (its pictures' attributes come from the server: ./gallery-pictures). Server-rendered with the first photo large and the thumbnails as links to each full-size photo,
 * so it works without JavaScript; once hydrated the thumbnails become buttons and ← / → step through the photos.
 */
export function VehicleGallery({ images, title }: { images: GalleryPicture[]; title: string }) {
  const tr = useTranslate()
  const [index, setIndex] = useState(0)
  // Links until hydration: the server HTML must not promise buttons that do nothing without JavaScript.
  const [interactive, setInteractive] = useState(false)
  useEffect(() => setInteractive(true), [])

  const current = images.at(index)
  if (!current) {
    return (
      <div className="grid aspect-[4/3] place-items-center rounded-xl bg-surface text-ink-600">
        <CarIcon className="size-24" aria-hidden="true" />
        <p className="sr-only">{tr('inventory.gallery.noPhotosTitleYet', { title })}</p>
      </div>
    )
  }
  const step = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length)
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else return
    event.preventDefault()
  }

  return (
    <section aria-label={tr('inventory.gallery.photosTitle', { title })} aria-roledescription="carousel" onKeyDown={onKeyDown}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-surface">
        {/* eslint-disable-next-line @next/next/no-img-element -- the server computed next/image's markup (gallery-pictures) */}
        <img {...current.photo} key={current.photo.src} alt={current.alt} data-nimg="fill" />
        {interactive && images.length > 1 && (
          <div className="absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
            <StepButton label={tr('inventory.gallery.previousPhoto')} onClick={() => step(-1)} symbol="‹" />
            <StepButton label={tr('inventory.gallery.nextPhoto')} onClick={() => step(1)} symbol="›" />
          </div>
        )}
      </div>
      <p className="mt-2 text-sm text-ink-600" aria-live="polite">
        {tr('inventory.gallery.photoNTotal', { n: index + 1, total: images.length })}
      </p>
      {images.length > 1 && (
        <ul className="relative mt-2 flex gap-2 overflow-x-auto pb-2">
          {images.map((image, i) => (
            <li key={`${image.fullSize}-${i}`} className="shrink-0">
              {interactive ? (
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-current={i === index}
                  aria-label={tr('inventory.gallery.showPhotoN', { n: i + 1 })}
                  className={`block rounded-md border-2 ${i === index ? 'border-brand-700' : 'border-transparent'}`}
                >
                  <Thumb image={image} />
                </button>
              ) : (
                <a href={image.fullSize} aria-label={tr('inventory.gallery.photoNFullSize', { n: i + 1 })} className="block rounded-md">
                  <Thumb image={image} />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Thumb({ image }: { image: GalleryPicture }) {
  return (
    <span className="relative block h-16 w-20 overflow-hidden rounded">
      {/* eslint-disable-next-line @next/next/no-img-element -- the server computed next/image's markup (gallery-pictures) */}
      <img {...image.thumbnail} alt="" data-nimg="fill" />
    </span>
  )
}

function StepButton({ label, onClick, symbol }: { label: string; onClick: () => void; symbol: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid size-11 place-items-center rounded-full bg-white/90 text-2xl font-bold text-ink-900 shadow"
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  )
}
