import { homeRoute } from '@/components/home/home-route'

export const instant = false

const route = homeRoute('es')

/** Only a probe is built; the proxy rewrites `/es` here. */
export const generateStaticParams = route.generateStaticParams

export const generateMetadata = route.generateMetadata

/** The Spanish home: the home-page global's Spanish texts (English where not translated yet). */
export default route.HomePage
