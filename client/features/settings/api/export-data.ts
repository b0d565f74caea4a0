import { EXPORT_FILENAME_PREFIX } from '@shared/schemas/settings'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

const filenameFrom = (disposition: string | null) => disposition?.match(/filename="([^"]+)"/)?.[1]

/** Downloads GET /api/settings/export as a file, under the name the server gives it. */
export async function exportData() {
  const { data: blob, headers } = await api.download('/api/settings/export')
  const filename =
    filenameFrom(headers.get('content-disposition')) ??
    `${EXPORT_FILENAME_PREFIX}${new Date().toISOString().slice(0, 10)}.json`
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked a moment later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return { filename }
}

export const useExportData = () => useMutation({ mutationFn: exportData })
