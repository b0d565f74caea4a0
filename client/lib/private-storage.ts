// localStorage for what belongs to one signed-in person and must not outlive their sign-out on a
// shared computer (their unsent messages): every such key starts with one prefix, so signing out
// removes them all without knowing which features keep what.
const PREFIX = 'bubbles-private:'

export const privateStorageKey = (name: string, userId: string) => `${PREFIX}${name}:${userId}`

/** Said in this tab when signing out cleared the keys (other tabs hear `storage` events). */
export const PRIVATE_STORAGE_CLEARED = 'bubbles-private-storage-cleared'

/** Signing out: whatever any person kept here is removed, and this tab's copies in memory are told. */
export function forgetPrivateStorage() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key)
  } catch {
    // Storage blocked: nothing was kept either.
  }
  window.dispatchEvent(new Event(PRIVATE_STORAGE_CLEARED))
}
