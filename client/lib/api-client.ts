import type { ErrorParams } from '@shared/error-codes'
import { translateError, translateMessage } from './error-text'

// The HTTP rules of docs/product.md §7 and §8: cookies always, JSON only when there is a payload (a FormData goes
// as multipart), and every non-OK response becomes an error "<status>: <body text or status text>".
// The one way the client talks HTTP: no feature calls fetch itself. What a person reads of an error
// is in their language: the body's stable `code` picks the words (shared/error-codes.ts).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    /** Retry-After of a 429 or 503, in seconds, when the server said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${bodyText || statusText}`)
  }

  /** The JSON error body (`{ message, code, params?, field? }`), or nothing for another answer. */
  private get body(): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(this.bodyText)
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }

  /** The server's own words, in English: the `message` of its JSON error body, or the raw text. */
  get englishMessage(): string {
    const { message } = this.body
    return typeof message === 'string' ? message : this.bodyText || this.message
  }

  /** The refusal's stable code (`too_long`, `team_full`...), when the server gave one. */
  get code(): string | undefined {
    const { code } = this.body
    return typeof code === 'string' ? code : undefined
  }

  /** The values of a text with numbers in it (`{ max: 500 }`), if any. */
  get params(): ErrorParams | undefined {
    const { params } = this.body
    return params && typeof params === 'object' ? (params as ErrorParams) : undefined
  }

  /** The server's words in the person's language (the English ones when there is no translation). */
  get serverMessage(): string {
    return translateError({ message: this.englishMessage, code: this.code, params: this.params })
  }

  /** The form field a 4xx answer blames (`{ message, field }`), if any. */
  get field(): string | undefined {
    if (this.status >= 500) return undefined
    const { field } = this.body
    return typeof field === 'string' ? field : undefined
  }
}

/** The form field a refusal blames, for any thrown value. */
export const serverErrorField = (error: unknown) => (error instanceof ApiError ? error.field : undefined)

/**
 * The one error-to-text helper: the best words to show a person for a thrown value, in their language.
 * `scope` narrows which failures get words, so a caller can fall back on its own text for the others:
 * `answer`, whatever the server said, outages included (docs/product.md §8's "with server message"), but not a
 * request that never got an answer; `refusal`, a 4xx a person can act on (not an outage); `too-many`, a
 * budget's 429, whose words say how long to wait.
 */
export function errorMessage(error: unknown): string
export function errorMessage(error: unknown, scope: 'answer' | 'refusal' | 'too-many'): string | undefined
export function errorMessage(error: unknown, scope?: 'answer' | 'refusal' | 'too-many'): string | undefined {
  if (scope === 'answer') return error instanceof ApiError ? error.serverMessage : undefined
  if (scope === 'refusal')
    return error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined
  if (scope === 'too-many')
    return error instanceof ApiError && error.status === 429 ? error.serverMessage : undefined
  if (error instanceof ApiError) return error.serverMessage
  return error instanceof Error ? translateMessage(error.message) : String(error)
}

/** `signal`: to give up on a request (a timeout), so a caller that retries is not stuck on a dead one. */
type RequestOptions = { signal?: AbortSignal }

/** A response's data with its headers, for the answers that say more there (a next page's cursor, a file name). */
export interface Answer<T> {
  data: T
  headers: Headers
}

/** A JSON payload is encoded; a `FormData` goes as is, so the browser sets its multipart boundary. */
function encode(body: unknown): Pick<RequestInit, 'body' | 'headers'> {
  if (body === undefined) return {}
  if (body instanceof FormData) return { body }
  return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
}

async function send(method: string, url: string, body?: unknown, { signal }: RequestOptions = {}) {
  return checked(await fetch(url, { method, signal, credentials: 'include', ...encode(body) }))
}

/** The response itself when it is OK, else the ApiError it stands for. */
async function checked(res: Response): Promise<Response> {
  if (res.ok) return res
  const retryAfter = Number(res.headers.get('retry-after'))
  throw new ApiError(
    res.status,
    await res.text(),
    res.statusText,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  )
}

/**
 * The data and headers of a response fetched elsewhere: the first screen's early request
 * (client/public/theme-init.js) is read by the same rules as every other one.
 */
export async function readAnswer<T>(response: Response): Promise<Answer<T>> {
  const res = await checked(response)
  const text = await res.text()
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: res.headers }
}

async function request<T>(method: string, url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return (await readAnswer<T>(await send(method, url, body, options))).data
}

/** A read that treats 401 as "nothing" (signed out) instead of an error. */
export async function getOrNull<T>(url: string): Promise<T | null> {
  try {
    return await request<T>('GET', url)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const api = {
  /** Data and headers both, for the answers whose headers matter. */
  request: async <T>(method: string, url: string, body?: unknown, options?: RequestOptions) =>
    readAnswer<T>(await send(method, url, body, options)),
  /** A file to save: its bytes and headers (the name it comes under is in Content-Disposition). */
  download: async (url: string): Promise<Answer<Blob>> => {
    const res = await send('GET', url)
    return { data: await res.blob(), headers: res.headers }
  },
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string, body?: unknown) => request<T>('DELETE', url, body),
}

/** Adds a query string from the defined, non-empty values only. */
export const withQuery = (url: string, params: Record<string, string | number | undefined | null>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const qs = search.toString()
  return qs ? `${url}?${qs}` : url
}
