// `npm run backup [-- folder]` and `npm run restore -- folder`: the SQLite default's backup and restore, with Node
// alone (docs/operations.md, "Backup and restore"). Progress goes to stdout; a failure names its cause and exits with 1.
import path from 'node:path'

import { backupSqlite, restoreSqlite, sqliteLocation } from './sqlite-backup.mjs'

const [command, folder] = process.argv.slice(2)
const log = (line) => process.stdout.write(`  ${line}\n`)
// npm runs scripts in the repository; a relative folder means the caller's (npm passes it as INIT_CWD).
const resolve = (value) => path.resolve(process.env.INIT_CWD || process.cwd(), value)

try {
  if (command === 'backup') {
    const { dataDir } = sqliteLocation()
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const target = folder ? resolve(folder) : path.join(dataDir, 'backups', stamp)
    process.stdout.write(`Backing up to ${target}\n`)
    const { bytes, files } = await backupSqlite(target, process.env, log)
    process.stdout.write(`Done: database ${(bytes / 1024 / 1024).toFixed(1)} MB, ${files} uploaded files.\n`)
  } else if (command === 'restore' && folder) {
    process.stdout.write(`Restoring ${resolve(folder)} (the site must be stopped)\n`)
    const { files } = await restoreSqlite(resolve(folder), process.env, log)
    process.stdout.write(`Done: database and ${files} uploaded files restored. Start the site again.\n`)
  } else {
    process.stderr.write('Usage: npm run backup [-- folder]   |   npm run restore -- folder\n')
    process.exitCode = 1
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
}
