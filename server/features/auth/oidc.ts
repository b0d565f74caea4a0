import * as client from 'openid-client'
import type { Config } from '../../config'

type GoogleConfig = NonNullable<Config['google']>

export interface OidcRequest {
  url: string
  /** Kept in a short-lived signed cookie until the callback. */
  checks: { state: string; nonce: string; verifier: string }
}

export interface OidcIdentity {
  sub: string
  email: string
  emailVerified: boolean
  firstName: string
  lastName: string
  picture: string | null
}

/** Google (or any OpenID issuer) sign-in with the authorization code flow, PKCE, state and nonce. */
export function createOidc(google: GoogleConfig, redirectUri: () => string) {
  let discovered: Promise<client.Configuration> | undefined
  // Discovery is lazy and retried after a failure, so the app starts even when the issuer is down.
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        // Only a local test issuer speaks plain http; real issuers are https.
        execute: google.issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
      })
      .catch((error) => {
        discovered = undefined
        throw error
      })
    return discovered
  }

  return {
    async start(): Promise<OidcRequest> {
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      }
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri(),
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        prompt: 'select_account',
      })
      return { url: url.href, checks }
    },

    async finish(callbackUrl: URL, checks: OidcRequest['checks']): Promise<OidcIdentity> {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()!
      const text = (value: unknown) => (typeof value === 'string' ? value : '')
      return {
        sub: claims.sub,
        email: text(claims.email).toLowerCase(),
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name) || text(claims.name).split(' ')[0] || '',
        lastName: text(claims.family_name),
        picture: text(claims.picture).startsWith('https://') ? text(claims.picture) : null,
      }
    },
  }
}
