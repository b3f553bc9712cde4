import { careersPageRoute } from '@/components/company/company-routes'

/** Allowed to block, like the other form pages: the page renders in document order from cached readers. */
export const instant = false

const route = careersPageRoute('en')

/** Title, description and canonical link of /our-company/careers. */
export const generateMetadata = route.generateMetadata

/** /our-company/careers: the open positions and the application form with résumé upload. */
export default route.CareersPage
