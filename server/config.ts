import { isIPv6 } from 'node:net'
import { join } from 'node:path'
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
    // so at most 44: TTL plus one sweep stays within the minute docs/decisions/012 allows.
    PRESENCE_TTL_SECONDS: optional(z.coerce.number().int().min(3).max(44)).default(40),
    // How often each instance re-checks its open sockets' sessions and chat rooms: what a logout, block
    // or team removal on another instance changed reaches them then even if Redis lost the news.
    SOCKET_RECHECK_SECONDS: optional(z.coerce.number().int().min(1).max(15)).default(15),
    // How long an instance trusts a session it looked up before asking the database again (decision
    // 011): at most 30, the bound on a revocation whose news between instances was lost. Tests shorten
    // it to meet a database outage with the session no longer cached.
    SESSION_CACHE_SECONDS: optional(z.coerce.number().int().min(1).max(30)).default(30),
    // How often each instance reads Discover's learned rates again (docs/decisions/042): a swipe's
    // effect reaches every deck within this and one read, so at most 50 to stay within the minute.
    MATCHING_REFRESH_SECONDS: optional(z.coerce.number().int().min(1).max(50)).default(30),
    // 1:1 messages stored in batches, one statement and one commit for those that arrive together
    // (decision 022); 0 stores each with its own statement, the way before.
    MESSAGE_GROUP_COMMIT: optional(z.enum(['0', '1'])).default('1'),
    // Uploads in an S3-compatible store (every instance sees every file) instead of DATA_DIR/uploads.
    S3_BUCKET: optional(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 of a-z 0-9 . -)'),
    ),
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
    S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: optional(z.enum(['0', '1', 'false', 'true'])),
    // Video calls (docs/decisions/018). How long a 1:1 call rings before it ends as missed (tests shorten it).
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
    // Email (docs/decisions/023): SMTP_URL such as smtp://user:pass@host:587 (smtps:// for TLS from the start);
    // unset, emails are written to DATA_DIR/outbox-mail/ as .eml files.
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    MAIL_FROM: optional(z.string().min(3)),
    // How often each instance looks for due emails, and how it retries one that failed: after
    // OUTBOX_RETRY_BASE_SECONDS, doubling each time, until OUTBOX_MAX_ATTEMPTS have failed.
    OUTBOX_POLL_MS: optional(z.coerce.number().int().min(20).max(60_000)).default(2000),
    OUTBOX_RETRY_BASE_SECONDS: optional(z.coerce.number().min(0.01).max(3600)).default(30),
    OUTBOX_MAX_ATTEMPTS: optional(z.coerce.number().int().min(1).max(20)).default(8),
    // Web push (docs/decisions/024): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints)
    // and the contact push services may write to. Unset keys: made once and kept in the database.
    VAPID_PUBLIC_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key'),
    ),
    VAPID_PRIVATE_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key'),
    ),
    VAPID_SUBJECT: optional(
      z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// URL'),
    ),
    // Push services on a private address the server may post to all the same (a self-hosted one, or a
    // test's): comma-separated host names or IP addresses, as in the endpoint's URL. Empty: none.
    PUSH_ALLOWED_HOSTS: optional(
      z.string().transform((text, ctx) => {
        const hosts = text.split(',').map((entry) => entry.trim())
        const parsed = hosts.map(parseHost)
        if (parsed.some((host) => host === undefined)) {
          ctx.addIssue({ code: 'custom', message: 'must be comma-separated host names or IP addresses' })
          return z.NEVER
        }
        return parsed as string[]
      }),
    ),
    // Operations (docs/decisions/050). /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`, and 404
    // while it is unset; long enough that it cannot be guessed.
    METRICS_TOKEN: optional(
      z.string().regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable characters, no spaces'),
    ),
    // On SIGTERM/SIGINT: /readyz answers 503 at once, and the listener keeps taking connections this long,
    // so the load balancer sees the 503 and stops sending before anything is refused.
    SHUTDOWN_GRACE_MS: optional(z.coerce.number().int().min(0).max(120_000)).default(5000),
    // A shutdown that has not finished by then exits anyway, non-zero, naming what it still waited for.
    SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(600_000)).default(20_000),
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
    if (env.SMTP_URL && !env.MAIL_FROM) {
      // A made-up sender would be refused or sent to spam by a real mail server.
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' })
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      })
    }
    if (env.SHUTDOWN_TIMEOUT_MS <= env.SHUTDOWN_GRACE_MS) {
      // Every shutdown would time out before the listener even closed.
      ctx.addIssue({
        code: 'custom',
        path: ['SHUTDOWN_TIMEOUT_MS'],
        message: 'must be greater than SHUTDOWN_GRACE_MS',
      })
    }
    checkS3(env, ctx)
  })

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

/** S3 settings without a bucket would be ignored silently, and uploads would land on one instance's disk. */
function checkS3(
  env: Partial<Record<(typeof S3_SETTINGS)[number] | 'S3_BUCKET', string>>,
  ctx: z.RefinementCtx,
) {
  const stray = S3_SETTINGS.find((name) => env[name] !== undefined)
  if (!env.S3_BUCKET && stray) {
    ctx.addIssue({ code: 'custom', path: [stray], message: 'is set but S3_BUCKET is not' })
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    })
  }
}

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
    s3: toS3Config(env),
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    shutdown: {
      graceMs: env.SHUTDOWN_GRACE_MS,
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      // Requests in flight when the listener closes get this long to finish (docs/decisions/050), then their
      // connections are cut.
      inFlightMs: 10_000,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'Bubbles <no-reply@localhost>',
      // Where emails go without SMTP (the embedded default): one .eml file each.
      directory: join(env.DATA_DIR, 'outbox-mail'),
    },
    outbox: {
      pollMs: env.OUTBOX_POLL_MS,
      retryBaseMs: env.OUTBOX_RETRY_BASE_SECONDS * 1000,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      // Rows one instance claims at a time; and how long a claim holds before another instance may
      // take the row over (this one died mid-send).
      batchSize: 20,
      leaseMs: 120_000,
    },
    push: {
      keys: env.VAPID_PUBLIC_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY! }
        : undefined,
      // Push services write here when something is wrong; the site itself (https) or the sender's address.
      subject:
        env.VAPID_SUBJECT ??
        (env.PUBLIC_URL?.startsWith('https://')
          ? env.PUBLIC_URL
          : `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM ?? '')?.[1] ?? env.MAIL_FROM ?? 'no-reply@localhost'}`),
      // Push services are https; tests stand one in on http://127.0.0.1. Never http in production: the
      // server posts to the endpoint a browser gave, which must not reach an internal address in clear.
      allowHttpEndpoints: !production,
      // Hosts exempt from the refusal of private addresses (features/push/endpoint-address.ts).
      allowedHosts: new Set(env.PUSH_ALLOWED_HOSTS ?? []) as ReadonlySet<string>,
    },
    presenceTtlMs: env.PRESENCE_TTL_SECONDS * 1000,
    socketRecheckMs: env.SOCKET_RECHECK_SECONDS * 1000,
    sessionCacheMs: env.SESSION_CACHE_SECONDS * 1000,
    matchingRefreshMs: env.MATCHING_REFRESH_SECONDS * 1000,
    // How long a fresh deck's dealt order is served again on one instance (dealt-cache.ts): as long as
    // the learned rates it was scored with. Not a setting: benchmarks set 0 to measure every deal.
    discoverDealCacheMs: env.MATCHING_REFRESH_SECONDS * 1000,
    // How long the top of a deck is shared between callers of a province on one instance (shared-top.ts):
    // a newcomer or someone shown again reaches first pages within it. Not a setting either.
    discoverSharedTopMs: env.MATCHING_REFRESH_SECONDS * 1000,
    messageGroupCommit: env.MESSAGE_GROUP_COMMIT === '1',
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

export type S3Config = NonNullable<ReturnType<typeof toS3Config>>

/** Unset bucket: uploads stay on the local disk (the default). */
function toS3Config(env: z.infer<typeof envSchema>) {
  if (!env.S3_BUCKET) return undefined
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    // AWS needs a region for signing even when the endpoint is someone else's; us-east-1 is what
    // S3-compatible stores expect when they do not care.
    region: env.S3_REGION ?? 'us-east-1',
    // Without keys the SDK's own chain applies (AWS_* variables, instance or task roles).
    credentials: env.S3_ACCESS_KEY_ID
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
      : undefined,
    // Self-hosted stores (MinIO, Garage, Ceph) mostly serve buckets under the path, not as subdomains.
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  }
}

/**
 * One PUSH_ALLOWED_HOSTS entry as an endpoint's URL spells its host (lower case, IPv6 shortened, no
 * brackets, no trailing dot), so the two compare as strings; undefined for anything but a bare host
 * (a scheme, a port, a path, a space).
 */
function parseHost(entry: string): string | undefined {
  const bare = entry.replace(/^\[(.*)\]$/, '$1')
  if (!/^[\w.:-]+$/.test(bare)) return undefined
  try {
    const url = new URL(`http://${isIPv6(bare) ? `[${bare}]` : bare}/`)
    if (url.port) return undefined
    return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '')
  } catch {
    return undefined
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
