import webpush from 'web-push'
import type { VapidDetails } from './vapid'

export interface PushDevice {
  endpoint: string
  p256dh: string
  auth: string
}

/**
 * One push to one browser: web-push signs (VAPID, RFC 8292) and encrypts the payload for the browser's
 * keys (aes128gcm, RFC 8291); the request goes out with fetch. web-push's own sender only speaks https
 * (node's https module), and a stand-in push service in tests is a plain http server on loopback;
 * routes.ts keeps endpoints https outside development. Resolves with the push service's status.
 */
export async function sendPush(
  device: PushDevice,
  payload: unknown,
  options: { vapid: VapidDetails; ttlSeconds: number; topic: string },
): Promise<number> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    { vapidDetails: options.vapid, TTL: options.ttlSeconds, urgency: 'high', topic: options.topic },
  )
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body && new Uint8Array(request.body),
    redirect: 'error',
    // A push service that hangs must not hold the outbox: the row is retried with back-off.
    signal: AbortSignal.timeout(10_000),
  })
  await response.body?.cancel()
  return response.status
}
