import { financingRoute } from '@/components/content/financing-route'

export const instant = false

const route = financingRoute('es')

export const generateStaticParams = route.generateStaticParams

export const generateMetadata = route.generateMetadata

/** /es/auto-financing: the financing FAQ in Spanish (English where not translated). */
export default route.AutoFinancingPage
