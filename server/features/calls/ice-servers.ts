import { createHmac } from 'node:crypto'
import type { IceServers } from '@shared/schemas/calls'
import type { Config } from '../../config'

/**
 * The STUN/TURN servers a person's browser may use, as `RTCPeerConnection({ iceServers })` takes them:
 * the configured `ICE_SERVERS` as they are, then the `TURN_URLS` with a credential of coturn's REST
 * style (`--use-auth-secret`): the username is "<expiry>:<userId>" and the password the base64
 * HMAC-SHA1 of it under the shared secret. coturn checks both without asking us, and refuses the pair
 * once the expiry has passed, so a leaked credential is worth a few hours at most and names its owner.
 */
export function findIceServers({
  calls,
  userId,
  now = Date.now(),
}: {
  calls: Config['calls']
  userId: string
  now?: number
}): IceServers {
  const iceServers: IceServers['iceServers'] = [...calls.iceServers]
  if (calls.turn) {
    const expiry = Math.floor(now / 1000) + calls.turn.ttlSeconds
    iceServers.push({ urls: calls.turn.urls, ...turnCredential(calls.turn.secret, userId, expiry) })
  }
  return { iceServers }
}

/** coturn's time-limited credential for this person, valid until `expiry` (Unix seconds). */
export function turnCredential(secret: string, userId: string, expiry: number) {
  const username = `${expiry}:${userId}`
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') }
}
