import { BUDGETS, type BudgetName } from '@shared/limits'
import { CALL_RING_MS, iceServerSchema } from '@shared/schemas/calls'
import { z } from 'zod'

// Empty strings count as "not set": `DATABASE_URL= npm start` must mean the embedded database.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
    PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
    HOST: optional(z.string()).default('0.0.0.0'),
    DATA_DIR: optional(z.string()).default('./data'),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
    ),
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    OIDC_ISSUER: optional(z.url()).default('https://accounts.google.com'),
    AUTH_DEV_LOGIN: optional(z.enum(['0', '1'])),
    // Which proxies' X-Forwarded-* headers to believe: a hop count, or addresses and CIDRs. Unset: none.
    TRUST_PROXY: optional(
      z
        .string()
        .regex(/^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, 'must be a hop count or a list of addresses/CIDRs'),
    ),
    // Comma-separated emails of the moderators (/admin, /api/admin/*).
    ADMIN_EMAILS: optional(z.string()),
    // How long a dead instance may leave its people online; heartbeats and sweeps run at a third of it,
    // so at most 44: TTL plus one sweep stays within the minute issue 9 allows.
    PRESENCE_TTL_SECONDS: optional(z.coerce.number().int().min(3).max(44)).default(40),
    // How often each instance re-checks its open sockets' sessions and chat rooms: what a logout, block
    // or team removal on another instance changed reaches them then even if Redis lost the news.
    SOCKET_RECHECK_SECONDS: optional(z.coerce.number().int().min(1).max(15)).default(15),
    // Video calls (issue 13). How long a 1:1 call rings before it ends as missed (tests shorten it).
    CALL_RING_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(300_000)).default(CALL_RING_MS),
    // How long a call may go on with none of its people connected before the server ends it (a tab that
    // crashed never says goodbye); a team call drops a participant after the same time.
    CALL_OFFLINE_GRACE_SECONDS: optional(z.coerce.number().int().min(1).max(600)).default(30),
    // STUN/TURN for the browsers: a JSON array of RTCIceServer, and/or coturn's REST-style credentials
    // made from TURN_SECRET for the comma-separated TURN_URLS, valid TURN_TTL_SECONDS.
    ICE_SERVERS: optional(
      z
        .string()
        .transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown
          } catch {
            ctx.addIssue({ code: 'custom', message: 'must be a JSON array of ICE servers' })
            return z.NEVER
          }
        })
        .pipe(z.array(iceServerSchema, { error: 'must be a JSON array of ICE servers' })),
    ),
    TURN_URLS: optional(
      z
        .string()
        .regex(
          /^(turns?|stun):[^,\s]+(\s*,\s*(turns?|stun):[^,\s]+)*$/,
          'must be comma-separated turn:, turns: or stun: URLs',
        ),
    ),
    TURN_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    TURN_TTL_SECONDS: optional(
      z.coerce
        .number()
        .int()
        .min(60)
        .max(7 * 86_400),
    ).default(12 * 3600),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default(
      'info',
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production',
      })
    }
    if (Boolean(env.TURN_URLS) !== Boolean(env.TURN_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TURN_SECRET'],
        message: 'TURN_URLS and TURN_SECRET must be set together',
      })
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      })
    }
  })

export type Config = ReturnType<typeof toConfig>

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line that names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ConfigError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`)
  }
  return toConfig(parsed.data)
}

function toConfig(env: z.infer<typeof envSchema>) {
  const production = env.NODE_ENV === 'production'
  const google = env.GOOGLE_CLIENT_ID
    ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET!, issuer: env.OIDC_ISSUER }
    : undefined
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    // Development falls back to a fixed secret; production refuses to start without one (see superRefine).
    sessionSecret: env.SESSION_SECRET ?? 'bubbles-development-secret-not-for-production-use',
    google,
    // Development sign-in is for machines without Google credentials; never on in production unless asked.
    devLogin: env.AUTH_DEV_LOGIN === '1' || (env.AUTH_DEV_LOGIN !== '0' && !google && !production),
    logLevel: env.LOG_LEVEL,
    presenceTtlMs: env.PRESENCE_TTL_SECONDS * 1000,
    socketRecheckMs: env.SOCKET_RECHECK_SECONDS * 1000,
    calls: {
      ringMs: env.CALL_RING_TIMEOUT_MS,
      offlineGraceMs: env.CALL_OFFLINE_GRACE_SECONDS * 1000,
      iceServers: env.ICE_SERVERS ?? [],
      turn: env.TURN_SECRET
        ? {
            urls: env.TURN_URLS!.split(',').map((url) => url.trim()),
            secret: env.TURN_SECRET,
            ttlSeconds: env.TURN_TTL_SECONDS,
          }
        : undefined,
    },
    // Never trusted by default, production included: a forged X-Forwarded-For would otherwise pick the
    // address that rate limits count by.
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    adminEmails: new Set(
      (env.ADMIN_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    // Per client address and minute. Tests that create many users raise these (test/server.ts).
    rateLimits: { signIn: 20, uploads: 30 },
    // Where budget counters live in Redis; tests give each database its own, so runs never share counts.
    rateLimitPrefix: 'bubbles-rate:',
    // Per person and window (shared/limits.ts); tests that build many things quickly raise them.
    budgets: Object.fromEntries(
      Object.entries(BUDGETS).map(([name, { max, windowMs }]) => [name, { max, windowMs }]),
    ) as Record<BudgetName, { max: number; windowMs: number }>,
  }
}

/**
 * A hop count (`1`: the nearest proxy, whoever it is), or the addresses and CIDRs of the proxies
 * (`10.0.0.1, 192.168.0.0/16`). Fastify refuses a bare number (it cannot check the peer), so a count
 * becomes the trust function that says exactly that: believe that many hops.
 */
function parseTrustProxy(
  value: string | undefined,
): ((address: string, hop: number) => boolean) | string[] | false {
  if (!value) return false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  return value.split(',').map((entry) => entry.trim())
}
