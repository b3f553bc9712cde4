import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { connection } from 'next/server'

import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

// Every admin view reads the signed-in user, so the admin renders per request and has no static shell to show
// first. With cacheComponents, Next checks in development that a route can stream a shell and prints an
// "uncached data during prerendering" error on the first admin visit unless the route declares it blocks.
export const instant = false

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

const Page = async ({ params, searchParams }: Args) => {
  // With cacheComponents the admin must render per request, never at build time.
  await connection()
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
