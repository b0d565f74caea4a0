// Bubbles' service worker (docs/decisions/024): shows web pushes and opens the page they are about. It caches
// one thing, the offline page, and answers a page load with it only when the network fails:
// every other request, the API's above all, goes to the network exactly as without it, since a stale
// answer from a cache would show matches and messages that are not so.

const OFFLINE_CACHE = 'bubbles-offline-v1'
const OFFLINE_PAGE = '/offline.html'
// The page's script: the CSP allows no inline one.
const OFFLINE_FILES = [OFFLINE_PAGE, '/offline.js']

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE_CACHE)
      await cache.addAll(OFFLINE_FILES.map((path) => new Request(path, { cache: 'reload' })))
      await self.skipWaiting()
    })(),
  )
})
self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== OFFLINE_CACHE) await caches.delete(name)
      // The page load starts while the worker wakes, so handling navigations costs them no time.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable()
      await self.clients.claim()
    })(),
  ),
)

// Page loads only: the network's answer (any status) as it comes; the offline page when there is none.
// The offline page's script comes from the cache, where it was kept with the page.
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname === '/offline.js') {
    event.respondWith(caches.match('/offline.js').then((cached) => cached || fetch(event.request)))
    return
  }
  if (event.request.mode !== 'navigate') return
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) || (await fetch(event.request))
      } catch {
        return (await caches.match(OFFLINE_PAGE)) || Response.error()
      }
    })(),
  )
})

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
