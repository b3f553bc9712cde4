import { helpCenterRoute } from '@/components/help-center/help-center-route'

/** Allowed to block, like the other pages: the topics render in document order from cached readers. */
export const instant = false

const route = helpCenterRoute('es')

/** Title, description and canonical link of /es/help-center. */
export const generateMetadata = route.generateMetadata

/** /es/help-center: the help topics, each leading to its questions and answers. */
export default route.HelpCenterPage
