import fs from 'node:fs'
import path from 'node:path'

import type { CollectionConfig } from 'payload'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * An upload handler answering 404 for a file that is not on the disk. Payload's own file route answers that case
 * with 500 "Something went wrong." (public media are readable by anyone, so a made-up file name reaches the disk
 * lookup). Returning nothing hands the request on to Payload, which streams the file as before.
 */
export function notFoundWhenMissing(staticDir: string): UploadHandler {
  return (_req, { params }) => {
    const directory = path.resolve(staticDir)
    const file = path.resolve(directory, params.filename)
    // Payload refuses a name that leaves the folder itself; only existence is decided here (one stat call).
    if (!file.startsWith(directory + path.sep) || fs.existsSync(file)) return
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }
}
