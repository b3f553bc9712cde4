import { checkResume, RESUME_MAX_BYTES, RESUME_MESSAGES, type ResumeMimeType } from '@/lib/leads/resume'

export type ResumeFileCheck = { ok: true; type: ResumeMimeType } | { ok: false; message: string }

// A form re-validates on every keystroke after the first submit: each chosen file is read and sniffed once.
const checked = new WeakMap<Blob, Promise<ResumeFileCheck>>()

/** The first file of a file input's value (FileList, File or nothing). */
export function firstFile(value: unknown): File | null {
  if (typeof File !== 'undefined' && value instanceof File) return value
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value[0] ?? null
  return null
}

/**
 * The browser's copy of the server's résumé check (src/lib/leads/resume.ts, same messages): a file over the
 * limit is refused by its size without being read; any other is read and recognised by its content, so a text
 * file renamed .pdf is refused here exactly as the server would refuse it.
 */
export function checkResumeFile(file: File | null): Promise<ResumeFileCheck> {
  if (!file || file.size === 0) return Promise.resolve({ ok: false, message: RESUME_MESSAGES.required })
  if (file.size > RESUME_MAX_BYTES) return Promise.resolve({ ok: false, message: RESUME_MESSAGES.size })
  let check = checked.get(file)
  if (!check) {
    check = file
      .arrayBuffer()
      .then((buffer) => checkResume(new Uint8Array(buffer)))
      // An unreadable file (removed from disk since it was picked) cannot be sent either.
      .catch(() => ({ ok: false, message: RESUME_MESSAGES.required }) as const)
    checked.set(file, check)
  }
  return check
}
