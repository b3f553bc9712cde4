import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * The installed monaco-editor package: its version and its AMD build's `vs` folder. Found from the working
 * directory (the app's root in development, tests and the Docker image, which ships node_modules): the
 * package's exports map offers neither its package.json nor its min/ folder to a resolver.
 */
export async function installedMonaco(): Promise<{ version: string; vsRoot: string } | null> {
  const packageDir = path.join(process.cwd(), 'node_modules', 'monaco-editor')
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version?: unknown }
    if (typeof manifest.version !== 'string') return null
    return { version: manifest.version, vsRoot: path.join(packageDir, 'min', 'vs') }
  } catch {
    return null
  }
}
