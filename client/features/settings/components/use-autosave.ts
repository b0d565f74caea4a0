import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '@/lib/toast'

type AutosaveOptions<T extends object> = {
  /** The section as the server last answered it. */
  saved: T
  /** Sends one change; resolves when the server has stored it. */
  save: (change: Partial<T>) => Promise<unknown>
  /** Read once the change is stored, so a new language's toast already reads in that language. */
  successTitle: (change: Partial<T>) => string
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
  const { t } = useTranslation('settings')
  const [pending, setPending] = useState<Partial<T>>({})
  const values: T = { ...saved, ...pending }

  const change = async <K extends keyof T>(key: K, value: T[K]) => {
    setPending((current) => ({ ...current, [key]: value }))
    const changed: Partial<T> = {}
    changed[key] = value
    try {
      await save(changed)
      notify.success(successTitle(changed))
    } catch {
      notify.error(failureTitle, t('autosave.notSaved'))
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
