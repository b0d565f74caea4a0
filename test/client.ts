import type { User } from '@shared/schemas/auth'
import type { CreateProfileInput } from '@shared/schemas/profile'

export interface ApiResponse<T = any> {
  status: number
  body: T
  headers: Headers
}

/** A tiny HTTP client with a cookie jar: one instance is one browser-like visitor. */
export class ApiClient {
  cookies = new Map<string, string>()
  user?: User

  constructor(readonly baseUrl: string) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(this.cookies.size && { cookie: this.cookieHeader }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    this.storeCookies(res.headers)
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {}
    return { status: res.status, body: parsed as T, headers: res.headers }
  }

  storeCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, ...rest] = pair!.split('=')
      const value = rest.join('=')
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a))
      if (!value || expired) this.cookies.delete(name!.trim())
      else this.cookies.set(name!.trim(), value)
    }
  }

  get = <T = any>(path: string, headers?: Record<string, string>) =>
    this.request<T>('GET', path, undefined, headers)
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, body, headers)
  put = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('PUT', path, body, headers)
  patch = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('PATCH', path, body, headers)
  /** One file as a browser's FormData posts it, under `field`, `filename` and `type`. */
  async postFile(path: string, field: string, bytes: Uint8Array, filename: string, type: string) {
    const form = new FormData()
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename)
    const res = await fetch(new URL(path, this.baseUrl), {
      method: 'POST',
      headers: this.cookies.size ? { cookie: this.cookieHeader } : {},
      body: form,
    })
    const text = await res.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {}
    return { status: res.status, body, headers: res.headers } as ApiResponse
  }
  delete = <T = any>(path: string, headers?: Record<string, string>) =>
    this.request<T>('DELETE', path, undefined, headers)
}

let counter = 0
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`

export const validProfile = (overrides: Partial<CreateProfileInput> = {}): CreateProfileInput => ({
  profession: 'Photographer',
  bio: 'I shoot people and places around Cape Town.',
  location: 'Cape Town, Western Cape',
  experience: 'Intermediate (2-5 years)',
  hourlyRate: 450,
  skills: ['Portraits', 'Lightroom'],
  portfolioImages: [],
  isAvailableForWork: true,
  agreedToPrivacyPolicy: true,
  agreedToTermsOfService: true,
  ...overrides,
})

/**
 * Development sign-in as `person` (found or created by email): the client holds the session cookie
 * (`cookieHeader`) and the user. The tests' factories and the benches sign in through this one call.
 */
export async function signInAs(
  baseUrl: string,
  person: { email: string; firstName: string; lastName?: string; timezone?: string },
) {
  const client = new ApiClient(baseUrl)
  const res = await client.post<User>('/api/auth/dev-login', person)
  if (res.status !== 200) throw new Error(`dev-login failed: ${res.status} ${JSON.stringify(res.body)}`)
  client.user = res.body
  return client
}

/** Signs a new person in through development sign-in; with `profile`, also onboards them. */
export async function createUser(
  baseUrl: string,
  options: {
    firstName?: string
    lastName?: string
    email?: string
    /** The browser's time zone, as the app sends it at sign-up. */
    timezone?: string
    profile?: Partial<CreateProfileInput> | false
  } = {},
) {
  const id = unique()
  const client = await signInAs(baseUrl, {
    email: options.email ?? `user-${id}@example.com`,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? `User ${id}`,
    ...(options.timezone && { timezone: options.timezone }),
  })
  if (options.profile !== false && options.profile !== undefined) {
    const created = await client.post('/api/profiles', validProfile(options.profile))
    if (created.status !== 201)
      throw new Error(`profile create failed: ${created.status} ${JSON.stringify(created.body)}`)
    client.user = (await client.get<User>('/api/auth/user')).body
  }
  return client
}
