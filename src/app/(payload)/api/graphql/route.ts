import config from '@payload-config'
import { REST_OPTIONS } from '@payloadcms/next/routes'

import { graphqlPost } from '@/lib/api/graphql-route'

export const POST = graphqlPost(config)
export const OPTIONS = REST_OPTIONS(config)
