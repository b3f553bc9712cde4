import { careersPageRoute } from '@/components/company/company-routes'

/** Allowed to block, like the other form pages: the page renders in document order from cached readers. */
export const instant = false

const route = careersPageRoute('es')

/** Title, description and canonical link of /es/our-company/careers. */
export const generateMetadata = route.generateMetadata

/** /es/our-company/careers: the open positions and the application form with résumé upload. */
export default route.CareersPage
