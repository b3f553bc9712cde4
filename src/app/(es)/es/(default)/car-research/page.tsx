import { articleListRoute } from '@/components/articles/article-list-route'

/** Allowed to block, like the other pages: the list renders in document order from cached readers. */
export const instant = false

const route = articleListRoute('es')

/** Title, description and canonical link of /car-research. */
export async function generateMetadata() {
  return route.generateMetadata({ params: Promise.resolve({}) })
}

/** /es/car-research: the newest articles of every topic (page 1), the search box and the body-style guide link. */
export default async function CarResearchPage() {
  return route.ArticleListPage({ params: Promise.resolve({}) })
}
