import { toSingleLine } from '@shared/text-rules'
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

const GOOGLE_ISSUER = 'https://accounts.google.com'

/**
 * `prompt=select_account` lets a person with several Google accounts pick one. It is not one of the
 * prompt values OpenID Connect Core defines, and a conforming provider refuses the whole request for it
 * ("unsupported prompt value requested"), so it goes only to Google and to issuers that list it.
 */
export function supportsSelectAccount(configuration: client.Configuration) {
  const metadata = configuration.serverMetadata()
  const listed = metadata.prompt_values_supported
  return metadata.issuer === GOOGLE_ISSUER || (Array.isArray(listed) && listed.includes('select_account'))
}

type Claims = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The person as the issuer describes them. Google puts the scope claims in the ID token; a provider
 * that follows OpenID Connect Core to the letter serves them only from its userinfo endpoint (§5.4),
 * so each claim the ID token lacks is read from there. The email and whether it is verified always
 * come from the same answer: a verified flag must never vouch for another answer's address.
 */
export function identityFrom(idToken: Claims & { sub: string }, userinfo: Claims = {}): OidcIdentity {
  const emailSource = text(idToken.email) ? idToken : userinfo
  const claim = (name: string) => text(idToken[name]) || text(userinfo[name])
  return {
    sub: idToken.sub,
    email: text(emailSource.email).toLowerCase(),
    emailVerified: emailSource.email_verified === true,
    // Names are one line everywhere (shared/schemas/common.ts singleLine); a provider's are not refused,
    // since the person could not fix them here, but flattened.
    firstName: toSingleLine(claim('given_name') || claim('name').split(' ')[0] || ''),
    lastName: toSingleLine(claim('family_name')),
    picture: claim('picture').startsWith('https://') ? claim('picture') : null,
  }
}

// With all of these in the ID token, asking the userinfo endpoint would add nothing.
const IDENTITY_CLAIMS = ['email', 'email_verified', 'given_name', 'family_name'] as const

/** Sign-in with any OpenID Connect issuer (Google by default): authorization code flow, PKCE, state and nonce. */
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
      const config = await configuration()
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(),
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        ...(supportsSelectAccount(config) && { prompt: 'select_account' }),
      })
      return { url: url.href, checks }
    },

    async finish(callbackUrl: URL, checks: OidcRequest['checks']): Promise<OidcIdentity> {
      const config = await configuration()
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()!
      const lacking = IDENTITY_CLAIMS.some((name) => claims[name] === undefined)
      // The subject check makes the library refuse an answer about anyone but the ID token's person.
      const userinfo =
        lacking && config.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(config, tokens.access_token, claims.sub)
          : {}
      return identityFrom(claims, userinfo)
    },
  }
}
