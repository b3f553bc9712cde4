// CommonJS because next.config.mjs hands it to webpack and Turbopack as a loader (plain Node, no TypeScript).
//
// Payload's code and JSON fields mount Monaco through a copy of @monaco-editor/loader bundled inside
// @payloadcms/ui's client files. Its only setting is a default that loads Monaco from cdn.jsdelivr.net, which the
// admin's CSP blocks and an offline admin cannot reach; the app cannot call that private copy's `loader.config()`.
// This loader rewrites that default, while the admin is bundled, to the Monaco build the site serves itself
// (src/app/(payload)/admin/code-editor/), so no editor ever asks a CDN. tests/int/admin-code-editor.int.spec.ts
// fails when a Payload upgrade moves or renames what is rewritten.
const fs = require('node:fs')
const path = require('node:path')

/** Monaco's `vs` folder on jsDelivr, as @monaco-editor/loader's default names it (any version). */
const CDN_VS = /https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^/"'`\s]+\/min\/vs/g

/** The files this loader runs on: @payloadcms/ui's client bundle, where the private loader copy lives. */
const PAYLOAD_CLIENT_FILES = /[\\/]@payloadcms[\\/]ui[\\/]dist[\\/]exports[\\/]client[\\/][^\\/]+\.js$/

/** Where the site serves a Monaco version's `vs` folder (the code-editor route). */
const monacoVsPath = (version) => `/admin/code-editor/${version}/vs`

/** The installed monaco-editor's version, from its package.json under `root` (its exports hide the file). */
function installedMonacoVersion(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'monaco-editor', 'package.json'), 'utf8'))
  return String(manifest.version)
}

/** The source with every jsDelivr Monaco path replaced by the site's own. */
const rewriteMonacoCdn = (source, vsPath) => source.replace(CDN_VS, vsPath)

/** @this {{ getOptions(): { vsPath: string } }} */
function monacoFromSite(source) {
  return rewriteMonacoCdn(source, this.getOptions().vsPath)
}

module.exports = monacoFromSite
module.exports.CDN_VS = CDN_VS
module.exports.PAYLOAD_CLIENT_FILES = PAYLOAD_CLIENT_FILES
module.exports.monacoVsPath = monacoVsPath
module.exports.installedMonacoVersion = installedMonacoVersion
module.exports.rewriteMonacoCdn = rewriteMonacoCdn
