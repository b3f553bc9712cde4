import { homeRoute } from '@/components/home/home-route'

/** Allowed to block, like the other content pages: the sections render in document order from cached readers. */
export const instant = false

const route = homeRoute('en')

/** Only a probe is built; the proxy rewrites `/` here (src/lib/home/internal-path.ts). */
export const generateStaticParams = route.generateStaticParams

export const generateMetadata = route.generateMetadata

/** Home: the home-page global's sections (src/components/home/home-route.tsx). */
export default route.HomePage
