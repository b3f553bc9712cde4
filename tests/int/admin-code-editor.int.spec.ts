import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { installedMonaco } from '@/lib/admin-editor/monaco-build'
import { monacoFile } from '@/lib/admin-editor/monaco-file'

type MonacoFromSite = {
  (this: { getOptions(): { vsPath: string } }, source: string): string
  CDN_VS: RegExp
  PAYLOAD_CLIENT_FILES: RegExp
  monacoVsPath(version: string): string
  installedMonacoVersion(root: string): string
  rewriteMonacoCdn(source: string, vsPath: string): string
}
const require = createRequire(import.meta.url)
const monacoFromSite = require('../../src/lib/admin-editor/monaco-from-site.cjs') as MonacoFromSite

/** @payloadcms/ui's client files, where Payload keeps its private copy of @monaco-editor/loader. */
const payloadClientDir = path.join(process.cwd(), 'node_modules', '@payloadcms', 'ui', 'dist', 'exports', 'client')
const payloadClientFiles = fs
  .readdirSync(payloadClientDir)
  .filter((name) => name.endsWith('.js'))
  .map((name) => path.join(payloadClientDir, name))

const monaco = await installedMonaco()
if (!monaco) throw new Error('monaco-editor is not installed')
const { vsRoot, version } = monaco
const vsPath = monacoFromSite.monacoVsPath(version)

/**
 * The admin's code and JSON fields load Monaco from the site: the bundler rewrites the CDN default of Payload's
 * private loader copy to the code-editor route, which serves the installed monaco-editor's `vs` folder and
 * nothing else.
 */
describe("Payload's Monaco loader, rewritten to the site", () => {
  it("finds the CDN default in exactly one of @payloadcms/ui's client files (else a Payload upgrade moved it)", () => {
    const withCdn = payloadClientFiles.filter((file) => new RegExp(monacoFromSite.CDN_VS.source).test(fs.readFileSync(file, 'utf8')))
    expect(withCdn.map((file) => path.basename(file))).toHaveLength(1)
    expect(withCdn[0]).toMatch(monacoFromSite.PAYLOAD_CLIENT_FILES)
  })

  it('leaves no CDN address in them after the rewrite, and points the loader at the installed version', () => {
    for (const file of payloadClientFiles) {
      const source = fs.readFileSync(file, 'utf8')
      const rewritten = monacoFromSite.call({ getOptions: () => ({ vsPath }) }, source)
      expect(rewritten, path.basename(file)).not.toContain('cdn.jsdelivr.net')
      if (source !== rewritten) expect(rewritten).toContain(`{vs:"${vsPath}"}`)
    }
    expect(monacoFromSite.installedMonacoVersion(process.cwd())).toBe(version)
    expect(vsPath).toBe(`/admin/code-editor/${version}/vs`)
  })

  it('rewrites any version of the CDN path and nothing else', () => {
    const source = 'a="https://cdn.jsdelivr.net/npm/monaco-editor@0.43.0/min/vs";b="https://cdn.jsdelivr.net/npm/other@1/min/vs"'
    expect(monacoFromSite.rewriteMonacoCdn(source, '/x/vs')).toBe('a="/x/vs";b="https://cdn.jsdelivr.net/npm/other@1/min/vs"')
  })
})

describe('the code-editor route', () => {
  it("has what @monaco-editor/loader loads from the vs folder: loader.js, then editor/editor.main and its styles", () => {
    for (const segments of [['loader.js'], ['editor', 'editor.main.js'], ['editor', 'editor.main.css']]) {
      const wanted = monacoFile(vsRoot, version, version, segments)
      expect(wanted, segments.join('/')).not.toBeNull()
      expect(fs.existsSync(wanted?.file ?? ''), segments.join('/')).toBe(true)
    }
  })

  it('gives scripts and styles their types', () => {
    expect(monacoFile(vsRoot, version, version, ['loader.js'])).toEqual({
      file: path.join(vsRoot, 'loader.js'),
      contentType: 'text/javascript; charset=utf-8',
    })
    expect(monacoFile(vsRoot, version, version, ['editor', 'editor.main.css'])?.contentType).toBe('text/css; charset=utf-8')
  })

  it('serves no other version: an old page must not mix two builds', () => {
    expect(monacoFile(vsRoot, version, '0.1.0', ['loader.js'])).toBeNull()
    expect(monacoFile(vsRoot, version, '', ['loader.js'])).toBeNull()
  })

  it('serves nothing outside the vs folder, hidden, or of another type', () => {
    const refused = [
      [],
      ['..', 'package.json'],
      ['..', '..', 'monaco-editor', 'min', 'vs', 'loader.js'],
      ['editor', '..', '..', 'loader.js'],
      ['.hidden.js'],
      ['%2e%2e', 'loader.js'],
      ['editor\\..\\loader.js'],
      ['editor/editor.main.js'],
      [''],
      ['loader.js\u0000.css'],
      ['editor', 'editor.main.d.ts'],
      ['editor'],
      ['loader.js.map'],
    ]
    for (const segments of refused) expect(monacoFile(vsRoot, version, version, segments), JSON.stringify(segments)).toBeNull()
  })
})
