export declare const UPLOAD_FOLDERS: string[]
export declare const SECRET_FILES: string[]
export declare const BACKUP_DB: string
export declare function sqliteLocation(env?: Record<string, string | undefined>): { dataDir: string; dbFile: string }
export declare function backupSqlite(
  destination: string,
  env?: Record<string, string | undefined>,
  progress?: (line: string) => void,
): Promise<{ destination: string; bytes: number; files: number }>
export declare function restoreSqlite(
  source: string,
  env?: Record<string, string | undefined>,
  progress?: (line: string) => void,
): Promise<{ files: number }>
