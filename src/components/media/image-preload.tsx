import type { ImgAttributes } from './fill-image-props'

/**
 * A `<link rel="preload">` for the page's largest picture, which React hoists into the document's head: the browser
 * starts the download with the first bytes of the page instead of when the parser reaches the `<img>`, deep in a
 * long document (on a throttled phone that wait was most of the home page's largest-paint time). React's preload()
 * called from a server component only reached the page's data stream, not the head.
 */
export function ImagePreload({ image }: { image: ImgAttributes }) {
  return (
    <link
      rel="preload"
      as="image"
      href={image.srcSet ? undefined : image.src}
      imageSrcSet={image.srcSet}
      imageSizes={image.sizes}
      fetchPriority="high"
    />
  )
}
