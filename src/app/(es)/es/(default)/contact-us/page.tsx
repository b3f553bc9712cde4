import { contactPageRoute } from '@/components/contact/contact-route'

/**
 * Allowed to block: the page renders in document order (no loading boundary) from cached readers only, so the
 * phone numbers and addresses are in the HTML for visitors without JavaScript.
 */
export const instant = false

const route = contactPageRoute('es')

/** Title, description and canonical link of /es/contact-us. */
export const generateMetadata = route.generateMetadata

/** /es/contact-us: the message form by inquiry type, the call block with hours, and the locations. */
export default route.ContactPage
