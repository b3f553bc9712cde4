import type { ArticleCategory } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

// Article pages show their category names, so a rename expires the article lists too.
export const revalidateArticleCategories = revalidateCollection<ArticleCategory>(() => [
  TAGS.articleCategories,
  TAGS.articles,
])
