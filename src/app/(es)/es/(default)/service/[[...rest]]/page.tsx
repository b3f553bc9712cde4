import { catchAllStaticParams } from '@/components/content/content-page-routes'
import { servicePageRoute } from '@/components/service/service-route'

/** Allowed to block: rendered whole in document order from cached readers. */
export const instant = false

const route = servicePageRoute('es')

/** Only a probe is built; /service/schedule is a sibling, other deeper paths are unknown. */
export const generateStaticParams = catchAllStaticParams

/** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
export const generateMetadata = route.generateMetadata

/** /es/service: the service center's text, call button, hours (today marked), scheduling link when on, and reviews. */
export default route.ServicePage
