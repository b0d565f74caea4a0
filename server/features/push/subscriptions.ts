import type { PushSubscriptionInput } from '@shared/schemas/push'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pushSubscriptions } from '../../db/schema'

/**
 * Keeps a browser's subscription for this person. The endpoint is unique: the same browser
 * subscribed again by someone else (a shared computer, another account) moves to them, so a push
 * never reaches a browser whose current person did not ask for it.
 */
export async function saveSubscription({
  db,
  userId,
  input,
}: {
  db: Db
  userId: string
  input: PushSubscriptionInput
}) {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth },
    })
}

/** Removes one of the caller's own subscriptions; false when they have none with this endpoint. */
export async function deleteSubscription({
  db,
  userId,
  endpoint,
}: {
  db: Db
  userId: string
  endpoint: string
}) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id })
  return deleted.length > 0
}

export const listSubscriptions = (db: Db, userId: string) =>
  db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))

/** A push service said this subscription is gone (404/410): the browser will never take it again. */
export const forgetSubscription = (db: Db, id: string) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
