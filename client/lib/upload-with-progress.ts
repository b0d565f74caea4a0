import { ApiError } from './api-client'

/**
 * POSTs a multipart form with upload progress, which fetch cannot report: XMLHttpRequest, with the same
 * rules as the API client (cookies sent, a non-OK answer becomes an ApiError with its body). `signal`
 * aborts the upload (rejecting with an AbortError).
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', path)
    request.withCredentials = true
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as T)
        } catch (error) {
          reject(error)
        }
        return
      }
      const retryAfter = Number(request.getResponseHeader('retry-after'))
      reject(
        new ApiError(
          request.status,
          request.responseText,
          request.statusText,
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
        ),
      )
    }
    request.onerror = () => reject(new TypeError('Network error'))
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(form)
  })
}
