import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeBrowser, type PushService, startPushService } from '../server/features/push/push-test-kit'
import { type ApiClient, createUser } from '../test/client'
import { DESKTOP, openAs } from './browser'
import { browserSuite } from './suite'

// The stand-in push service is on loopback, which pushes may reach only when allowed.
const suite = browserSuite({ PUSH_ALLOWED_HOSTS: '127.0.0.1' })

/** Signed in on /settings with the settings loaded; `permission` granted to the page or not. */
async function openSettings(user: ApiClient, permission: 'granted' | 'none') {
  const [context, page] = await openAs(suite.browser, suite.server, user, { viewport: DESKTOP })
  if (permission === 'granted') await context.grantPermissions(['notifications'])
  await page.goto('/settings')
  await page.getByLabel('First name').waitFor()
  return [context, page] as const
}

const pushSwitch = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('switch', { name: 'Push notifications' })

const savedPush = async (user: ApiClient) =>
  (await user.get('/api/settings')).body.notifications.pushNotifications as boolean

/** The service worker's registration, once it is active (registered by the app when idle). */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return { scope: registration.scope, script: registration.active?.scriptURL }
  })

describe('push notifications in Settings', () => {
  it('turns push back off and says why when the browser refuses permission', async () => {
    const user = await createUser(suite.server.url, { profile: {} })
    await user.put('/api/settings/notifications', { pushNotifications: false })
    // No permission granted: headless Chromium answers the request as a person dismissing it would.
    const [context, page] = await openSettings(user, 'none')
    await pushSwitch(page).click()
    await page.getByRole('alert').getByText('Your browser blocked notifications from Bubbles').waitFor()
    await expect.poll(() => pushSwitch(page).getAttribute('aria-checked')).toBe('false')
    expect(await savedPush(user)).toBe(false)
    await context.close()
  })

  it('turning push on with permission granted subscribes this browser on the server', async (ctx) => {
    const user = await createUser(suite.server.url, { profile: {} })
    await user.put('/api/settings/notifications', { pushNotifications: false })
    const [context, page] = await openSettings(user, 'granted')
    await pushSwitch(page).click()
    const outcome = await Promise.race([
      expect
        .poll(() => pushSwitch(page).getAttribute('aria-checked'))
        .toBe('true')
        .then(() => 'on'),
      page
        .getByRole('alert')
        .waitFor()
        .then(() => 'refused'),
    ])
    if (outcome === 'refused') {
      await skipWithoutPushService(context, page, ctx)
      return
    }
    const rows = await subscriptionsOf(user)
    expect(rows).toHaveLength(1)
    expect(await savedPush(user)).toBe(true)
    await context.close()
  })
})

describe("with a push service standing in for the browser's", () => {
  let service: PushService
  beforeAll(async () => {
    service = await startPushService()
  })
  afterAll(() => service?.close())

  it("turning push on saves this browser's subscription, and a match reaches it encrypted", async () => {
    const [user, other] = await Promise.all([
      createUser(suite.server.url, { firstName: 'Pushy', profile: {} }),
      createUser(suite.server.url, { firstName: 'Matcher', profile: {} }),
    ])
    await user.put('/api/settings/notifications', { pushNotifications: false })
    const browser = makeBrowser(service, 'chromium')
    const [context, page] = await openAs(suite.browser, suite.server, user, { viewport: DESKTOP })
    await context.grantPermissions(['notifications'])
    // Headless Chromium cannot reach a push service (see the test above): its subscribe() is replaced by
    // one that answers with a subscription at the stand-in service, with keys the test can decrypt with.
    // Everything else (permission, worker, Settings, the API, the outbox, encryption) is the real thing.
    await context.addInitScript((json) => {
      let current: unknown = null
      const subscription = {
        endpoint: json.endpoint,
        options: { applicationServerKey: null },
        toJSON: () => json,
        unsubscribe: async () => {
          current = null
          return true
        },
      }
      PushManager.prototype.subscribe = async () => {
        current = subscription
        return subscription as unknown as PushSubscription
      }
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null
    }, browser.subscription)
    await page.goto('/settings')
    await page.getByLabel('First name').waitFor()
    await pushSwitch(page).click()
    await expect.poll(() => pushSwitch(page).getAttribute('aria-checked')).toBe('true')
    await expect.poll(() => subscriptionsOf(user)).toEqual([{ endpoint: browser.subscription.endpoint }])
    expect(await savedPush(user)).toBe(true)

    // Away from the app (this page closed), a match arrives as a push only this browser can read.
    await context.close()
    await expect.poll(() => isOnline(user)).toBe(false)
    // The one who liked first is told; the other saw the match on screen.
    await user.post('/api/swipes', { swipedId: other.user!.id, action: 'like' })
    const made = (await other.post('/api/swipes', { swipedId: user.user!.id, action: 'like' })).body.match
    await suite.server.app.outbox.drain()
    await expect.poll(() => service.received.filter((push) => push.path === browser.path).length).toBe(1)
    const push = service.received.find((p) => p.path === browser.path)!
    expect(browser.read(push)).toMatchObject({
      title: `You matched with Matcher ${other.user!.lastName}`,
      url: `/matches?match=${made.id}`,
    })
  })

  /** A member whose browser (named `name`) is already subscribed, on Settings. */
  async function openSubscribed(name: string) {
    const user = await createUser(suite.server.url, { profile: {} })
    const browser = makeBrowser(service, name)
    expect((await user.post('/api/push/subscriptions', browser.subscription)).status).toBe(201)
    const [context, page] = await openAs(suite.browser, suite.server, user, { viewport: DESKTOP })
    await context.grantPermissions(['notifications'])
    await context.addInitScript((json) => {
      const subscription = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => true }
      PushManager.prototype.getSubscription = async () => subscription as unknown as PushSubscription
    }, browser.subscription)
    await page.goto('/settings')
    await page.getByLabel('First name').waitFor()
    return { user, context, page }
  }

  it('turning push off unsubscribes this browser on the server', async () => {
    const { user, context, page } = await openSubscribed('leaving')
    expect(await pushSwitch(page).getAttribute('aria-checked')).toBe('true')
    await pushSwitch(page).click()
    await expect.poll(() => subscriptionsOf(user)).toEqual([])
    expect(await savedPush(user)).toBe(false)
    await context.close()
  })

  it("signing out forgets this browser's subscription on the server", async () => {
    const { user, context, page } = await openSubscribed('signing-out')
    // The worker is registered when idle after the page; signing out asks it for the subscription.
    await activeWorker(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL(`${suite.server.url}/`)
    await expect.poll(() => subscriptionsOf(user)).toEqual([])
    await context.close()
  })
})

describe('the service worker', () => {
  it('shows a push as a notification in the words it was sent with', async () => {
    const [context, page] = await openAs(suite.browser, suite.server, null)
    await context.grantPermissions(['notifications'])
    await page.goto('/')
    await activeWorker(page)
    // Chromium's DevTools protocol hands the worker a push as a push service would, minus encryption.
    const cdp = await context.newCDPSession(page)
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${suite.server.url}/` && !r.isDeleted)
        if (ours) resolve(ours.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')
    const payload = {
      title: 'You matched with Busi',
      body: 'Say hello',
      url: '/matches?match=1',
      tag: 'match:1',
    }
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: suite.server.url,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    })
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            url: (n.data as { url: string }).url,
          })),
        ),
      )
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: payload.url }])
    await context.close()
  })
})

async function isOnline(user: ApiClient) {
  const { sql } = await import('drizzle-orm')
  const { queryRows } = await import('../server/db/prepare')
  const [row] = await queryRows<{ online: boolean }>(
    suite.server.db,
    sql`select online from user_presence where user_id = ${user.user!.id}`,
  )
  return row?.online ?? false
}

async function subscriptionsOf(user: ApiClient) {
  const { sql } = await import('drizzle-orm')
  const { queryRows } = await import('../server/db/prepare')
  return queryRows(
    suite.server.db,
    sql`select endpoint from push_subscriptions where user_id = ${user.user!.id}`,
  )
}

/**
 * Headless Chromium has no push service to subscribe at (Chrome's is Google's FCM, out of reach on
 * this closed network): `pushManager.subscribe` fails, and Settings must then say so and stay off.
 */
async function skipWithoutPushService(
  context: BrowserContext,
  page: Page,
  ctx: { skip: (note: string) => void },
) {
  await page.getByRole('alert').getByText('could not be set up in this browser').waitFor()
  expect(await pushSwitch(page).getAttribute('aria-checked')).toBe('false')
  const reason = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const { publicKey } = await (await fetch('/api/push/public-key')).json()
    const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
    try {
      await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
      return 'subscribed'
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`
    }
  })
  await context.close()
  ctx.skip(`no push service in headless Chromium here (${reason})`)
}
