import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

const SECRET = 'a-production-secret-of-at-least-32-chars'

/** The error loadConfig throws for `env`. */
const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env)
  } catch (error) {
    return error as Error
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`)
}

describe('loadConfig', () => {
  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['REDIS_URL', { REDIS_URL: 'http://cache' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['SESSION_SECRET', { NODE_ENV: 'production' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'too-short' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'client-id' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_SECRET: 'secret-without-id' }],
    ['VAPID_PUBLIC_KEY', { VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'x'.repeat(43) }],
    ['VAPID_PRIVATE_KEY', { VAPID_PUBLIC_KEY: 'B'.repeat(87) }],
    ['VAPID_SUBJECT', { VAPID_SUBJECT: 'http://bubbles.example' }],
    // Above 30 s an ended session whose news between instances was lost would outlive the bound.
    ['SESSION_CACHE_SECONDS', { SESSION_CACHE_SECONDS: '31' }],
    ['SESSION_CACHE_SECONDS', { SESSION_CACHE_SECONDS: '0' }],
    ['PUSH_ALLOWED_HOSTS', { PUSH_ALLOWED_HOSTS: 'https://push.internal' }],
    ['PUSH_ALLOWED_HOSTS', { PUSH_ALLOWED_HOSTS: 'push.internal:8443' }],
    ['PUSH_ALLOWED_HOSTS', { PUSH_ALLOWED_HOSTS: 'push.internal/push' }],
    ['PUSH_ALLOWED_HOSTS', { PUSH_ALLOWED_HOSTS: 'push.internal,,10.0.0.5' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'short' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'sixteen or more but spaces' }],
    ['SHUTDOWN_GRACE_MS', { SHUTDOWN_GRACE_MS: '-1' }],
    ['SHUTDOWN_TIMEOUT_MS', { SHUTDOWN_TIMEOUT_MS: 'soon' }],
    // Every shutdown would time out before its listener even closed.
    ['SHUTDOWN_TIMEOUT_MS', { SHUTDOWN_GRACE_MS: '30000', SHUTDOWN_TIMEOUT_MS: '20000' }],
  ])('rejects a bad %s with one line naming the variable (%j)', (variable, env) => {
    const error = failure(env)
    expect(error).toBeInstanceOf(ConfigError)
    expect(error.message).toMatch(new RegExp(`^Invalid environment variable ${variable}: \\S`))
    expect(error.message).not.toContain('\n')
  })

  it('says what is wrong with the value', () => {
    expect(failure({ DATABASE_URL: 'mysql://x' }).message).toContain('postgres://')
    expect(failure({ NODE_ENV: 'production' }).message).toContain('NODE_ENV=production')
    expect(failure({ GOOGLE_CLIENT_ID: 'client-id' }).message).toContain('GOOGLE_CLIENT_ID')
  })

  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: 'http://localhost:3000',
      google: undefined,
      devLogin: true,
      metricsToken: undefined,
      shutdown: { graceMs: 5000, timeoutMs: 20_000, inFlightMs: 10_000 },
    })
  })

  it('treats empty strings as unset', () => {
    const config = loadConfig({
      NODE_ENV: '',
      PORT: '',
      DATA_DIR: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: '',
      SESSION_SECRET: '',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      OIDC_ISSUER: '',
      AUTH_DEV_LOGIN: '',
      LOG_LEVEL: '',
    })
    expect(config).toEqual(loadConfig({}))
    // An empty secret is a missing secret, which production refuses.
    expect(failure({ NODE_ENV: 'production', SESSION_SECRET: '' }).message).toMatch(
      /^Invalid environment variable SESSION_SECRET/,
    )
  })

  it('reads valid values', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://app@db/bubbles',
      PUBLIC_URL: 'https://bubbles.example/',
      SESSION_SECRET: SECRET,
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
    })
    expect(config).toMatchObject({
      production: true,
      port: 8080,
      databaseUrl: 'postgresql://app@db/bubbles',
      publicUrl: 'https://bubbles.example',
      sessionSecret: SECRET,
      google: { clientId: 'client-id', clientSecret: 'client-secret', issuer: 'https://accounts.google.com' },
      devLogin: false,
    })
  })

  it.each([
    ['no Google, development', {}, true],
    ['no Google, production', { NODE_ENV: 'production', SESSION_SECRET: SECRET }, false],
    [
      'production with AUTH_DEV_LOGIN=1',
      { NODE_ENV: 'production', SESSION_SECRET: SECRET, AUTH_DEV_LOGIN: '1' },
      true,
    ],
    ['Google configured', { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }, false],
    [
      'Google with AUTH_DEV_LOGIN=1',
      { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', AUTH_DEV_LOGIN: '1' },
      true,
    ],
    ['development with AUTH_DEV_LOGIN=0', { AUTH_DEV_LOGIN: '0' }, false],
  ])('turns development sign-in on or off: %s', (_name, env, devLogin) => {
    expect(loadConfig(env).devLogin).toBe(devLogin)
  })

  it('takes the VAPID keys and subject from the environment, or names a contact itself', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) }
    expect(loadConfig({ ...keys, VAPID_SUBJECT: 'mailto:ops@bubbles.example' }).push).toMatchObject({
      keys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      subject: 'mailto:ops@bubbles.example',
    })
    // Unset keys are made once and kept in the database (push/vapid.ts).
    expect(loadConfig({}).push.keys).toBeUndefined()
    expect(loadConfig({ PUBLIC_URL: 'https://bubbles.example' }).push.subject).toBe('https://bubbles.example')
    expect(loadConfig({ MAIL_FROM: 'Bubbles <hello@bubbles.example>' }).push.subject).toBe(
      'mailto:hello@bubbles.example',
    )
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).push.allowHttpEndpoints).toBe(false)
  })

  it('reads PUSH_ALLOWED_HOSTS as hosts spelled the way an endpoint URL spells them, none by default', () => {
    expect([...loadConfig({}).push.allowedHosts]).toEqual([])
    const hosts = loadConfig({ PUSH_ALLOWED_HOSTS: 'Push.Internal, 10.0.0.5 ,[FD00:0::1], autopush.lan.' })
    expect([...hosts.push.allowedHosts]).toEqual(['push.internal', '10.0.0.5', 'fd00::1', 'autopush.lan'])
  })
})
