import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import webpush from 'web-push'
import { checkedLookup, endpointHost, endpointRefusal } from './endpoint-address'
import type { VapidDetails } from './vapid'

export interface PushDevice {
  endpoint: string
  p256dh: string
  auth: string
}

// Connections to push services are kept open between pushes (FCM takes most of them).
const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) }

/**
 * One push to one browser: web-push signs (VAPID, RFC 8292) and encrypts the payload for the browser's
 * keys (aes128gcm, RFC 8291); the request goes out with node's http(s) module, which follows no
 * redirect, through checkedLookup, so the address connected to is the one checked (no push to a
 * private address, not even by DNS rebinding). web-push's own sender only speaks https, and a stand-in
 * push service in tests is a plain http server on loopback; routes.ts keeps endpoints https outside
 * development. Resolves with the push service's status; rejects when the endpoint is refused.
 */
export async function sendPush(
  device: PushDevice,
  payload: unknown,
  options: { vapid: VapidDetails; ttlSeconds: number; topic: string; allowedHosts: ReadonlySet<string> },
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    { vapidDetails: options.vapid, TTL: options.ttlSeconds, urgency: 'high', topic: options.topic },
  )
  const url = new URL(details.endpoint)
  // Endpoints stored before these checks existed, or written to the table by other means.
  const refusal =
    url.protocol === 'https:' || url.protocol === 'http:'
      ? endpointRefusal(url, options.allowedHosts, 'send')
      : 'not an http(s) URL'
  if (refusal) throw new Error(`push endpoint refused: ${refusal}`)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = send(url, {
      method: details.method,
      headers: details.headers,
      agent: agents[url.protocol as 'http:' | 'https:'],
      // A host in PUSH_ALLOWED_HOSTS may resolve to a private address; every other name may not.
      ...(!options.allowedHosts.has(endpointHost(url)) && { lookup: checkedLookup }),
      // A push service that hangs must not hold the outbox: the row is retried with back-off.
      signal: AbortSignal.timeout(10_000),
    })
    request.once('response', resolve)
    request.once('error', reject)
    request.end(details.body ?? undefined)
  })
  // Nothing in the answer is read but its status; draining it frees the connection for the next push.
  response.resume()
  return response.statusCode ?? 0
}
