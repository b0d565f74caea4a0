import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
// @ts-expect-error oidc-provider ships no type declarations; the few parts used are typed below.
import ProviderModule, { interactionPolicy as policyModule } from 'oidc-provider'
import { ApiClient, type ApiResponse } from './client'
import { startTestServer, type TestServer } from './server'

/** The slice of oidc-provider's API this helper uses. */
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ params: Record<string, unknown> }>
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object): Promise<void>
  Grant: new (options: {
    accountId: string
    clientId: string
  }) => { addOIDCScope(scope: string): void; save(): Promise<string> }
}
const Provider = ProviderModule as new (issuer: string, configuration: object) => OidcProvider
const interactionPolicy = policyModule as {
  base(): { add(prompt: unknown): void }
  Prompt: new (options: { name: string; requestable: boolean }) => unknown
}

export interface OidcClaims {
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  name?: string
  picture?: string
}

export interface OidcProviderHandle {
  issuer: string
  clientId: string
  clientSecret: string
  /** The account the provider signs in on the next authorization (no login form: it is automatic). */
  setAccount(sub: string, claims?: OidcClaims): void
  close(): Promise<void>
}

export interface OidcProviderOptions {
  /**
   * Off (the default): oidc-provider as it ships, conforming to OpenID Connect Core: the scope claims
   * (names, email) come only from the userinfo endpoint, and `prompt=select_account` is refused.
   * On: like Google: the ID token carries the scope claims, and discovery lists `select_account`
   * among `prompt_values_supported`, which the provider then accepts.
   */
  googleLike?: boolean
}

/**
 * A real OpenID provider (`oidc-provider`) on a random loopback port with one confidential client.
 * Its login and consent step finishes by itself with the account chosen by `setAccount`, so a test
 * drives the whole authorization-code flow with plain HTTP. `redirectUri` may be a function: it is
 * read on the first request, which lets the app start after the provider (the app needs the issuer,
 * the provider needs the app's callback URL).
 */
export async function startOidcProvider({
  redirectUri,
  googleLike = false,
}: {
  redirectUri: string | (() => string)
} & OidcProviderOptions): Promise<OidcProviderHandle> {
  const clientId = 'bubbles-test'
  const clientSecret = randomBytes(24).toString('base64url')
  const accounts = new Map<string, OidcClaims>()
  let currentSub = 'oidc-user-1'
  accounts.set(currentSub, {
    email: 'oidc.user@example.com',
    email_verified: true,
    given_name: 'Olivia',
    family_name: 'Idc',
    name: 'Olivia Idc',
  })

  const server = createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  let provider: OidcProvider | undefined
  let koaHandler: ReturnType<OidcProvider['callback']> | undefined
  const build = () => {
    const policy = interactionPolicy.base()
    // Google's prompt=select_account; oidc-provider by itself only knows login and consent.
    if (googleLike) policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }))
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    return new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [typeof redirectUri === 'function' ? redirectUri() : redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
      cookies: { keys: [randomBytes(32).toString('hex')] },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['given_name', 'family_name', 'name', 'picture'],
      },
      scopes: ['openid', 'email', 'profile'],
      // Like Google: the ID token itself carries the scope claims. Conforming (the default): only the
      // userinfo endpoint serves them, since the code flow also hands out an access token.
      conformIdTokenClaims: !googleLike,
      ...(googleLike && {
        discovery: { prompt_values_supported: ['none', 'login', 'consent', 'select_account'] },
      }),
      pkce: { required: () => true },
      ttl: {
        AuthorizationCode: 60,
        AccessToken: 600,
        IdToken: 600,
        Interaction: 600,
        Grant: 600,
        Session: 3600,
      },
      features: { devInteractions: { enabled: false } },
      interactions: {
        policy,
        url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
      },
      findAccount: (_ctx: unknown, sub: string) => {
        const claims = accounts.get(sub)
        return claims && { accountId: sub, claims: () => ({ sub, ...claims }) }
      },
    })
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    provider ??= build()
    koaHandler ??= provider.callback()
    if (!req.url?.startsWith('/interaction/')) return koaHandler(req, res)
    try {
      // The "user" signs in as the current account and consents to everything the app asked for.
      const { params } = await provider.interactionDetails(req, res)
      const grant = new provider.Grant({ accountId: currentSub, clientId })
      grant.addOIDCScope(String(params.scope))
      const grantId = await grant.save()
      await provider.interactionFinished(req, res, {
        ...(googleLike && { select_account: {} }),
        login: { accountId: currentSub },
        consent: { grantId },
      })
    } catch (error) {
      res.statusCode = 500
      res.end(String(error))
    }
  }

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount(sub, claims) {
      currentSub = sub
      if (claims) accounts.set(sub, claims)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** Starts a local OpenID provider and the app configured to sign in with it. */
export async function startServerWithOidc(
  env: Record<string, string> = {},
  options: OidcProviderOptions = {},
) {
  let appUrl = ''
  const oidc = await startOidcProvider({
    redirectUri: () => `${appUrl}/api/auth/google/callback`,
    ...options,
  })
  let server: TestServer
  try {
    server = await startTestServer({
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      OIDC_ISSUER: oidc.issuer,
      ...env,
    })
  } catch (error) {
    await oidc.close()
    throw error
  }
  appUrl = server.url
  return { server, oidc }
}

const location = (res: ApiResponse, base: string) => {
  const value = res.headers.get('location')
  if (res.status < 300 || res.status >= 400 || !value) {
    throw new Error(`expected a redirect, got ${res.status} ${JSON.stringify(res.body)}`)
  }
  return new URL(value, base)
}

/**
 * The browser's part up to the app's callback: GET /api/auth/google (the app's state cookie lands
 * in `client`), then the provider's authorization endpoint and interaction with a fresh provider
 * session. Returns the authorization URL the app built and the callback URL, not yet visited.
 */
export async function authorizeWithOidc(
  client: ApiClient,
  appUrl = client.baseUrl,
  startPath = '/api/auth/google',
) {
  const start = await client.get(startPath)
  const authorizationUrl = location(start, appUrl)
  if (start.status !== 302) throw new Error(`GET /api/auth/google answered ${start.status}`)

  const browser = new ApiClient(authorizationUrl.origin)
  let url = authorizationUrl
  for (let hop = 0; hop < 10; hop++) {
    if (url.href.startsWith(`${appUrl}/`)) return { authorizationUrl, callbackUrl: url }
    url = location(await browser.get(url.href), url.href)
  }
  throw new Error('the OpenID provider never redirected back to the app')
}

/** The whole sign-in: returns the app's answer to the callback (302 to / with the session cookie). */
export async function signInWithOidc(
  client: ApiClient,
  appUrl = client.baseUrl,
  startPath?: string,
): Promise<ApiResponse & { authorizationUrl: URL; callbackUrl: URL }> {
  const { authorizationUrl, callbackUrl } = await authorizeWithOidc(client, appUrl, startPath)
  const res = await client.get(callbackUrl.pathname + callbackUrl.search)
  return { ...res, authorizationUrl, callbackUrl }
}
