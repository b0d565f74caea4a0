import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

// scrypt cost: N=2^15, r=8, p=1 (32 MiB, tens of milliseconds). The parameters are stored with each
// hash, so they can be raised later without invalidating existing passwords.
const COST = { N: 2 ** 15, r: 8, p: 1 }
const KEY_BYTES = 64
const SALT_BYTES = 16
// Bounds on what a stored hash may ask for, so a corrupt row cannot make one sign-in eat the machine.
const MAX_N = 2 ** 20
const MAX_RP = 32

const deriveKey = (password: string, salt: Buffer, { N, r, p }: typeof COST) =>
  new Promise<Buffer>((resolve, reject) => {
    // scrypt needs 128·N·r bytes; node's default ceiling (32 MiB) is exactly that at our cost, so lift it.
    const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r }
    // NFKC: the same password typed on two keyboards (composed or decomposed accents) is one password.
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })

/** A new random salt each time; stored as `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await deriveKey(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

const parse = (stored: string) => {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$')
  if (scheme !== 'scrypt' || rest.length || !salt || !hash) return null
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  const valid =
    Number.isInteger(cost.N) &&
    cost.N > 1 &&
    cost.N <= MAX_N &&
    (cost.N & (cost.N - 1)) === 0 &&
    [cost.r, cost.p].every((value) => Number.isInteger(value) && value >= 1 && value <= MAX_RP)
  return valid ? { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') } : null
}

/** Constant-time comparison against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed || parsed.hash.length !== KEY_BYTES) return false
  const key = await deriveKey(password, parsed.salt, parsed.cost)
  return timingSafeEqual(key, parsed.hash)
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the same time as checking a real password, for sign-ins to unknown accounts: the answer's
 * timing then doesn't tell which emails have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(password, await dummyHash)
  return false
}
