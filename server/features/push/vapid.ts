import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { serverKeys } from '../../db/schema'

export interface VapidDetails {
  subject: string
  publicKey: string
  privateKey: string
}

const KEY_NAME = 'vapid'

/**
 * The VAPID key pair this server signs pushes with: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or else one
 * made on first start and kept in `server_keys`. Every instance must sign with the same key, because a
 * browser's subscription is bound to the public key it was made with; the insert that does nothing on
 * conflict, then the read, make two instances starting at once agree on the first one written.
 */
export async function loadVapidDetails(db: Db, config: Config['push']): Promise<VapidDetails> {
  if (config.keys) return { subject: config.subject, ...config.keys }
  const made = webpush.generateVAPIDKeys()
  await db.insert(serverKeys).values({ name: KEY_NAME, value: made }).onConflictDoNothing()
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, KEY_NAME))
  const kept = row!.value as { publicKey: string; privateKey: string }
  return { subject: config.subject, publicKey: kept.publicKey, privateKey: kept.privateKey }
}
