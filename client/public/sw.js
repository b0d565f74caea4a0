// Bubbles' service worker (issue 16): shows web pushes and opens the page they are about. It has no
// fetch handler and caches nothing, so every request, the API's above all, goes to the network exactly
// as without it: a stale answer from a cache would show matches and messages that are not so.

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

// The server's payload is already in the person's language: { title, body, url, tag }.
self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {}
  event.waitUntil(
    self.registration.showNotification(data.title || 'Bubbles', {
      body: data.body || '',
      // One notification per conversation or match: a newer one replaces it, and buzzes again.
      tag: data.tag,
      renotify: Boolean(data.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: data.url || '/' },
    }),
  )
})

// Focuses a Bubbles tab already open (taking it to the page) or opens one. Only our own pages: the
// URL comes from our server, but a notification must never become a way out of the site.
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url || '/', self.location.origin)
  if (target.origin !== self.location.origin) return
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === target.origin)
      if (!open) return self.clients.openWindow(target.href)
      await open.focus()
      if (open.url !== target.href && 'navigate' in open) await open.navigate(target.href)
    })(),
  )
})

// The browser replaced the subscription (keys rotated, or it expired): tell the server the new one,
// or pushes would stop without anyone knowing. Same origin, so the session cookie goes along.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const options = event.oldSubscription?.options
      if (!options?.applicationServerKey) return
      const subscription = await self.registration.pushManager.subscribe(options)
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      })
    })(),
  )
})
