import { connection } from 'next/server'

/**
 * GET /builds/latest.json: the build this server runs, for open pages to compare with their own
 * and reload after a deployment. Never cached: the answer must be the running deployment's.
 */
export async function GET(): Promise<Response> {
  await connection()
  return Response.json(
    { id: process.env.NEXT_PUBLIC_BUILD_ID ?? '', timestamp: Date.now() },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
