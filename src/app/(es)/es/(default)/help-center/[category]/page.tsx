import { helpCategoryRoute } from '@/components/help-center/help-center-route'

/** Allowed to block: a real 404 status for an unknown topic, and the answers in document order. */
export const instant = false

const route = helpCategoryRoute('es')

/** One probe path for the build; every topic renders on its first visit and is then kept (ISR). */
export const generateStaticParams = route.generateStaticParams

/** Title (the topic's name), its description and canonical link. */
export const generateMetadata = route.generateMetadata

/** /es/help-center/{category}: the topic's questions with their answers, and FAQPage structured data. */
export default route.HelpCategoryPage
