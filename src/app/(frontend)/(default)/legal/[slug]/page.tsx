import { legalPageRoute } from '@/components/content/content-page-routes'

/** Allowed to block: a real 404 status for an unknown or unpublished page, and the page in document order. */
export const instant = false

const route = legalPageRoute('en')

/** One probe path for the build (a 404 read from nothing); each legal page renders on its first visit (ISR). */
export const generateStaticParams = route.generateStaticParams

/** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
export const generateMetadata = route.generateMetadata

/** /legal/{cookie-policy|privacy-policy|terms-of-sale|electronic-signature-disclosure}: CMS rich text. */
export default route.LegalPage
