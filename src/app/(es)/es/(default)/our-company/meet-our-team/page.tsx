import { teamPageRoute } from '@/components/company/company-routes'

/** Allowed to block, like the other pages: the team renders in document order from cached readers. */
export const instant = false

const route = teamPageRoute('es')

/** Title, description and canonical link of /es/our-company/meet-our-team. */
export const generateMetadata = route.generateMetadata

/** /es/our-company/meet-our-team: the sales and service staff, each card linking to the member's page. */
export default route.MeetOurTeamPage
