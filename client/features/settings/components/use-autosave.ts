import { useState } from 'react'
import { notify } from '@/lib/toast'

type AutosaveOptions<T extends object> = {
  /** The section as the server last answered it. */
  saved: T
  /** Sends one change; resolves when the server has stored it. */
  save: (change: Partial<T>) => Promise<unknown>
  successTitle: string
  failureTitle: string
}

/**
 * Switches and selects that save as soon as they change. The new value shows at once; if the server
 * refuses it, the value goes back to what is stored and the failure is said, never swallowed.
 */
export function useAutosave<T extends object>({
  saved,
  save,
  successTitle,
  failureTitle,
}: AutosaveOptions<T>) {
  const [pending, setPending] = useState<Partial<T>>({})
  const values: T = { ...saved, ...pending }

  const change = async <K extends keyof T>(key: K, value: T[K]) => {
    setPending((current) => ({ ...current, [key]: value }))
    try {
      const changed: Partial<T> = {}
      changed[key] = value
      await save(changed)
      notify.success(successTitle)
    } catch {
      notify.error(failureTitle, 'Your change was not saved. Please try again.')
    } finally {
      // Only the latest choice for this key is shown; an older request finishing must not undo it.
      setPending((current) => {
        if (current[key] !== value) return current
        const { [key]: _done, ...rest } = current
        return rest as Partial<T>
      })
    }
  }

  return { values, change }
}
