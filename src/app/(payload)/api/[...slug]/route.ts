import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRestHandler } from '@/lib/http/rest-guard'

// Every REST call passes the entry guard first: a malformed query or JSON body is a 400, never Payload's 500.
export const GET = guardRestHandler(REST_GET(config))
export const POST = guardRestHandler(REST_POST(config))
export const DELETE = guardRestHandler(REST_DELETE(config))
export const PATCH = guardRestHandler(REST_PATCH(config))
export const PUT = guardRestHandler(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
