import { catchAllStaticParams, companyPageRoute } from '@/components/content/content-page-routes'

/** Allowed to block: rendered whole in document order from cached readers. */
export const instant = false

const route = companyPageRoute('en')

/** Only a probe is built; the team and careers pages are static siblings, other deeper paths are unknown. */
export const generateStaticParams = catchAllStaticParams

/** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
export const generateMetadata = route.generateMetadata

/** /our-company: the story, the leadership, the locations, and the ways to meet the team or join it. */
export default route.OurCompanyPage
