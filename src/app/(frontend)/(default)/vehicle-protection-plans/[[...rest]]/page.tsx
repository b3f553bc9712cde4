import { catchAllStaticParams, protectionPlansRoute } from '@/components/content/content-page-routes'

/** Allowed to block: rendered whole in document order, so a missing page is a real 404. */
export const instant = false

const route = protectionPlansRoute('en')

/** Only a probe is built; deeper paths are unknown. */
export const generateStaticParams = catchAllStaticParams

/** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
export const generateMetadata = route.generateMetadata

/** /vehicle-protection-plans: the plans as CMS rich text, with a way to ask about them. */
export default route.ProtectionPlansPage
