import config from '@payload-config'
import { REST_OPTIONS } from '@payloadcms/next/routes'

import { graphqlPost } from '@/lib/api/graphql-route'
import { guardRestHandler } from '@/lib/http/rest-guard'

// The same entry guard as REST: a body that is not a well-formed JSON object is a 400, never Payload's 500.
export const POST = guardRestHandler(graphqlPost(config))
export const OPTIONS = REST_OPTIONS(config)
