import EnglishPage, * as english from '@/app/(frontend)/(default)/car-advice-education/[slug]/page'
import { spanishMetadata } from '@/lib/i18n/spanish-route'

/** /es/car-advice-education/[slug]: the English route's page inside the Spanish layout, with the Spanish canonical and hreflang links. */
export const instant = false

export const generateMetadata = spanishMetadata(english.generateMetadata)

export const generateStaticParams = english.generateStaticParams

export default EnglishPage
