/*
 * Payload admin root layout: the shape Payload generates, plus one change. RootLayout computes the visitor's
 * permissions, and access rules read the clock (`new Date()`); with cacheComponents that must happen at request
 * time, or Next reports the clock read while it checks the route in development. `connection()` says so first.
 */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import { connection } from 'next/server'
import type React from 'react'

import { importMap } from './admin/importMap.js'

type Args = { children: React.ReactNode }

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({ ...args, config, importMap })
}

const Layout = async ({ children }: Args) => {
  await connection()
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}

export default Layout
