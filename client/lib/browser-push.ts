import type { PushSubscriptionInput } from '@shared/schemas/push'
import { api } from './api-client'

// Shared by Settings (the pushNotifications switch) and sign-out (which forgets this browser).
const getPushPublicKey = () => api.get<{ publicKey: string }>('/api/push/public-key')
const savePushSubscription = (subscription: PushSubscriptionInput) =>
  api.post<{ endpoint: string }>('/api/push/subscriptions', subscription)
const deletePushSubscription = (endpoint: string) => api.delete<void>('/api/push/subscriptions', { endpoint })

/** Why this browser cannot get pushes: each has its own explanation in Settings. */
export type PushProblem = 'denied' | 'unsupported' | 'failed'

export class PushUnavailableError extends Error {
  constructor(readonly problem: PushProblem) {
    super(`push unavailable: ${problem}`)
  }
}

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

const bytesOf = (base64url: string) => {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i])

/**
 * Asks the browser's permission, subscribes this browser to pushes signed with the server's key and
 * gives the subscription to the server. Throws PushUnavailableError saying why not.
 */
export async function subscribeThisBrowser() {
  if (!supported()) throw new PushUnavailableError('unsupported')
  // Asked in answer to the switch, never on load: browsers ignore (and may block) unprompted asks.
  if ((await Notification.requestPermission()) !== 'granted') throw new PushUnavailableError('denied')
  try {
    await navigator.serviceWorker.register('/sw.js')
    // Subscribing needs an active worker, which `ready` waits for.
    const registration = await navigator.serviceWorker.ready
    const key = bytesOf((await getPushPublicKey()).publicKey)
    const existing = await registration.pushManager.getSubscription()
    // Made for another key (the server's keys were changed): the push service would refuse our pushes.
    if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe()
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    })
    await savePushSubscription(subscription.toJSON() as PushSubscriptionInput)
  } catch {
    throw new PushUnavailableError('failed')
  }
}

/** Whether this browser already has a subscription (Settings offers to set it up when not). */
export async function isThisBrowserSubscribed() {
  if (!supported() || Notification.permission !== 'granted') return false
  const registration = await navigator.serviceWorker.getRegistration()
  return Boolean(await registration?.pushManager.getSubscription())
}

/** Forgets this browser's subscription, on the server first: a push already on its way may still land. */
export async function unsubscribeThisBrowser() {
  if (!supported()) return
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  if (!subscription) return
  await deletePushSubscription(subscription.endpoint).catch(() => {
    // Already gone on the server (moved to someone else, or expired): unsubscribing here still stands.
  })
  await subscription.unsubscribe()
}
