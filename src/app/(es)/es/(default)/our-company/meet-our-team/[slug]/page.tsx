import { staffMemberRoute } from '@/components/company/company-routes'

/** Allowed to block: a real 404 status for an unknown member, and the page in document order. */
export const instant = false

const route = staffMemberRoute('es')

/** One probe path for the build; every member page is rendered on its first visit and then kept (ISR). */
export const generateStaticParams = route.generateStaticParams

/** Title, description and canonical link of a staff member's page. */
export const generateMetadata = route.generateMetadata

/** /es/our-company/meet-our-team/{slug}: the member's profile and the message form that reaches them. */
export default route.StaffMemberPage
