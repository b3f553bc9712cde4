import { articleRoute } from '@/components/articles/article-route'

/** Allowed to block: a real 404 status for an unknown article, and the page in document order. */
export const instant = false

const route = articleRoute('faqs-okd')

/** Title, description and the canonical /car-research/{slug} link. */
export const generateMetadata = route.generateMetadata

/** One probe path for the build; every article renders on its first visit and is then kept (ISR). */
export const generateStaticParams = route.generateStaticParams

/** /faqs-okd/{slug}: the direct article address (canonical link to /car-research/{slug}). */
export default route.ArticlePage
