// Demo data must come out the same on every run and every machine, so nothing here uses Math.random.

/** mulberry32: a tiny seeded PRNG, plenty for demo data (not for anything secret). */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  return { next, int, pick }
}

export type Random = ReturnType<typeof createRandom>

/** FNV-1a: a stable 32-bit hash, so a name always gets the same colours. */
export function hashString(value: string) {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
