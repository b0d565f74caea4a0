import { z } from 'zod'

// Base64url as browsers give it (PushSubscription.toJSON()); padding tolerated.
const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .max(max)

/** Where a push service accepts this browser's pushes. https only in production (see routes.ts). */
export const pushEndpointSchema = z.url({ protocol: /^https?$/ }).max(2048)

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it: the push service's
 * endpoint and the keys each payload is encrypted for (p256dh: a P-256 public key, 65 bytes; auth:
 * 16 random bytes). Lengths leave room for padding, nothing more.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(100), auth: base64url(32) }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

export const deletePushSubscriptionSchema = z.object({ endpoint: pushEndpointSchema })

export const pushPublicKeySchema = z.object({ publicKey: z.string() })

/** What the service worker receives, decrypted: already in the person's language. */
export interface PushPayload {
  title: string
  body: string
  /** The page a click opens, same origin (/matches?match=<id>). */
  url: string
  /** Notifications with one tag replace each other on the device: one per conversation or match. */
  tag: string
}
