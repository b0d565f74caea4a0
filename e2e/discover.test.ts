import { eq, inArray } from 'drizzle-orm'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { swipes, users } from '../server/db/schema'
import { type ApiClient, createUser } from '../test/client'
import { createTeam } from '../test/factories'
import { startTestServer, type TestServer } from '../test/server'
import { findAxeViolations } from './axe'
import { DESKTOP, launchBrowser, openAs, PHONE } from './browser'

// Each test gets its own server and database, so every deck holds exactly the people the test made.
let browser: Browser
let server: TestServer
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
  await server?.close()
})

type ProfileInput = NonNullable<Parameters<typeof createUser>[1]>['profile']
const member = (firstName: string, profile: ProfileInput = {}) =>
  createUser(server.url, { firstName, lastName: 'Tester', profile })
const nameOf = (client: ApiClient) => `${client.user!.firstName} ${client.user!.lastName}`

/** A browser signed in as `client` (its session cookie), with the first-visit tour already seen. */
async function browse(
  client: ApiClient | null,
  viewport = PHONE,
  { tourSeen = true, theme = 'light' }: { tourSeen?: boolean; theme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const [context, page] = await openAs(browser, server, client, { viewport, theme })
  contexts.push(context)
  if (client && tourSeen) {
    await context.addInitScript(
      (id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'),
      client.user!.id,
    )
  }
  return page
}

const topCard = (page: Page) => page.getByRole('article').first()
const counter = (page: Page) => page.getByText(/\d+\+? profiles? left/)
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').getByText(text)
const swipesBy = (client: ApiClient) =>
  server.db.select().from(swipes).where(eq(swipes.swiperId, client.user!.id))

async function openDiscover(page: Page) {
  await page.goto('/discover')
  await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor()
  await page.getByText('Find creative professionals who share your vision.').waitFor()
}

describe('Discover', () => {
  it('matches two members who like each other, each in their own browser', async () => {
    const amahle = await member('Amahle', { profession: 'Photographer' })
    const bongani = await member('Bongani', { profession: 'Web Developer' })

    const first = await browse(amahle)
    await openDiscover(first)
    await first.getByRole('article', { name: nameOf(bongani) }).waitFor()
    await first.getByRole('button', { name: 'Like', exact: true }).click()
    await first.getByText("You're all caught up!").waitFor()
    await expect.poll(async () => (await swipesBy(amahle)).map((s) => s.action)).toEqual(['like'])

    const second = await browse(bongani, DESKTOP)
    await openDiscover(second)
    await second.getByRole('article', { name: nameOf(amahle) }).waitFor()
    await second.getByRole('region', { name: 'Profile cards' }).focus()
    await second.keyboard.press('ArrowRight')
    await toast(second, "It's a match!").waitFor()

    // Both see it: the match is there for each, and Home counts it.
    for (const client of [amahle, bongani]) expect((await client.get('/api/matches')).body).toHaveLength(1)
    await first.goto('/')
    const matchesStat = first.getByRole('list', { name: 'Your stats' }).getByRole('listitem').nth(1)
    await expect.poll(() => matchesStat.textContent()).toBe('1Creative Matches')
  })

  it('shows the card content: photo, profession, place, experience, rating, rate, availability, skills', async () => {
    const viewer = await member('Viewer')
    await member('Lindiwe', {
      profession: 'Graphic Designer',
      location: 'Durban, KwaZulu-Natal',
      experience: 'Expert (10+ years)',
      hourlyRate: 1200,
      isAvailableForWork: false,
      skills: ['Branding', 'Posters'],
      bio: 'Bold posters for bold causes.',
    })
    // A tall phone: there is room for the spec's 650 px stack (a shorter screen gets a shorter card).
    const page = await browse(viewer, { width: 390, height: 1100 })
    await openDiscover(page)
    const card = page.getByRole('article', { name: 'Lindiwe Tester' })
    await card.waitFor()
    const text = await card.textContent()
    for (const part of [
      'Graphic Designer',
      'Durban, KwaZulu-Natal',
      'Expert (10+ years)',
      '5.0',
      'Currently busy',
    ]) {
      expect(text).toContain(part)
    }
    // Any space Intl puts in South Africa's "R 1 200" (no-break ones in Chromium).
    expect(text).toMatch(/R\s1\s200\/hour/)
    expect(text).toContain('Bold posters for bold causes.')
    expect(await card.getByRole('list', { name: 'Skills' }).getByRole('listitem').allTextContents()).toEqual([
      'Branding',
      'Posters',
    ])
    // No picture uploaded: the generated portrait carries the person's name.
    await card.getByRole('img', { name: 'Lindiwe Tester' }).waitFor()
    expect(await counter(page).textContent()).toBe('1 profile left')
    const box = await page.locator('section[aria-label="Profile cards"] > div.relative').boundingBox()
    expect(box?.height).toBe(650)
    const like = await page.getByRole('button', { name: 'Like', exact: true }).boundingBox()
    expect(like!.width).toBeGreaterThanOrEqual(56)
  })

  it('says Rate on request for someone who quotes no rate, on their card and their profile', async () => {
    const viewer = await member('Viewer')
    const student = await member('Naledi', { profession: 'Illustrator', hourlyRate: 0 })
    const page = await browse(viewer, DESKTOP)
    await openDiscover(page)
    const card = page.getByRole('article', { name: 'Naledi Tester' })
    await card.getByText('Rate on request', { exact: true }).waitFor()
    expect(await card.textContent()).not.toMatch(/R\s?0\b|\/hour/)

    await page.goto(`/people/${student.user!.id}`)
    await page.getByRole('heading', { name: 'Naledi Tester', level: 1 }).waitFor()
    await page.getByText('Rate on request', { exact: true }).waitFor()
    expect(await page.locator('main').textContent()).not.toMatch(/R\s?0\/hour/)
  })

  it('closes the filter panel on a phone once the filters are applied, and gives focus back to its button', async () => {
    const viewer = await member('Viewer')
    await member('Thabo', { profession: 'Photographer' })
    await member('Sara', { profession: 'Web Developer' })
    const page = await browse(viewer)
    await openDiscover(page)
    await expect.poll(() => counter(page).textContent()).toBe('2 profiles left')
    await page.getByRole('button', { name: 'Show filters' }).click()
    await page.getByRole('combobox', { name: 'Creative field' }).click()
    await page.getByRole('option', { name: 'Photographer' }).click()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => counter(page).textContent()).toBe('1 profile left')
    // The deck is what the person came for: the panel folds away, its button says so and has focus.
    const toggle = page.getByRole('button', { name: 'Show filters' })
    await toggle.waitFor()
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('button', { name: 'Apply' }).isVisible()).toBe(false)
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true)
    await topCard(page).waitFor()
    expect(await topCard(page).isVisible()).toBe(true)

    // On a wide screen the panel stays beside the deck.
    const wide = await browse(viewer, DESKTOP)
    await openDiscover(wide)
    await wide.getByRole('combobox', { name: 'Creative field' }).click()
    await wide.getByRole('option', { name: 'Developer', exact: true }).click()
    await wide.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => counter(wide).textContent()).toBe('1 profile left')
    expect(await wide.getByRole('button', { name: 'Apply' }).isVisible()).toBe(true)
  })

  it('undoes the last swipe by button and by Ctrl+Z, restoring the card', async () => {
    const viewer = await member('Viewer')
    await member('Anele')
    await member('Zola')
    const page = await browse(viewer)
    await openDiscover(page)
    await expect.poll(() => counter(page).textContent()).toBe('2 profiles left')
    const first = await topCard(page).getAttribute('aria-label')

    await page.getByRole('button', { name: 'Pass' }).click()
    await expect.poll(() => counter(page).textContent()).toBe('1 profile left')
    expect(await topCard(page).getAttribute('aria-label')).not.toBe(first)
    await expect.poll(async () => (await swipesBy(viewer)).length).toBe(1)

    await page.getByRole('button', { name: 'Undo Last Swipe' }).click()
    await toast(page, 'Undo successful').waitFor()
    await page.getByRole('article', { name: first! }).waitFor()
    expect(await counter(page).textContent()).toBe('2 profiles left')
    expect(await swipesBy(viewer)).toHaveLength(0)

    await page.getByRole('region', { name: 'Profile cards' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => counter(page).textContent()).toBe('1 profile left')
    await page.keyboard.press('Control+z')
    await page.getByRole('article', { name: first! }).waitFor()
    await expect.poll(async () => (await swipesBy(viewer)).length).toBe(0)
  })

  it('swipes by dragging: a short drag springs back, a long one likes', async () => {
    const viewer = await member('Viewer')
    const nomsa = await member('Nomsa')
    const page = await browse(viewer)
    await openDiscover(page)
    const card = page.getByRole('article', { name: nameOf(nomsa) })
    await card.waitFor()
    const box = (await card.boundingBox())!
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]

    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 40, y, { steps: 5 })
    await page.mouse.up()
    // Released below the threshold, it springs back to where it was.
    await expect.poll(async () => Math.round((await card.boundingBox())?.x ?? -1)).toBe(Math.round(box.x))
    expect(await card.isVisible()).toBe(true)
    expect(await swipesBy(viewer)).toHaveLength(0)

    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 220, y + 10, { steps: 10 })
    await page.mouse.up()
    await page.getByText("You're all caught up!").waitFor()
    await expect.poll(async () => (await swipesBy(viewer)).map((s) => s.action)).toEqual(['like'])
  })

  it('fetches the next page by cursor while the stack runs low', async () => {
    const viewer = await member('Viewer')
    for (let i = 0; i < 25; i++) await member(`Person${i}`)
    const page = await browse(viewer, DESKTOP)
    const cursors: (string | null)[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/profiles/discover') cursors.push(url.searchParams.get('cursor'))
    })
    await openDiscover(page)
    await expect.poll(() => counter(page).textContent()).toBe('20+ profiles left')
    await page.getByRole('region', { name: 'Profile cards' }).focus()
    for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowLeft')
    await expect.poll(() => counter(page).textContent()).toBe('9 profiles left')
    expect(cursors).toHaveLength(2)
    expect(cursors[0]).toBeNull()
    expect(cursors[1]).toBeTruthy()
    await expect.poll(async () => (await swipesBy(viewer)).length).toBe(16)
  })

  it('lets a swiped card fly out, except when the system asks for reduced motion', async () => {
    const viewer = await member('Viewer')
    await Promise.all(['Ama', 'Bea', 'Cee'].map((name) => member(name)))
    const page = await browse(viewer)
    await openDiscover(page)
    await topCard(page).waitFor()
    await page.getByRole('button', { name: 'Pass' }).click()
    expect(await page.locator('[data-flying]').count()).toBe(1)
    await page.locator('[data-flying]').waitFor({ state: 'detached' })

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.getByRole('button', { name: 'Pass' }).click()
    await expect.poll(() => counter(page).textContent()).toBe('1 profile left')
    expect(await page.locator('[data-flying]').count()).toBe(0)
  })

  it('narrows the deck with the filters, sending only the filters in use', async () => {
    const viewer = await member('Viewer')
    await member('Thabo', { profession: 'Photographer', location: 'Durban, KwaZulu-Natal' })
    await member('Sara', {
      profession: 'Web Developer',
      location: 'Cape Town, Western Cape',
      isAvailableForWork: false,
    })
    await member('Mpho', {
      profession: 'Other',
      customProfession: 'Ceramic Artist',
      location: 'Cape Town, Western Cape',
    })
    const page = await browse(viewer)
    const queries: URLSearchParams[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/profiles/discover') queries.push(url.searchParams)
    })
    await openDiscover(page)
    await expect.poll(() => counter(page).textContent()).toBe('3 profiles left')

    await page.getByRole('button', { name: 'Show filters' }).click()
    await page.getByRole('combobox', { name: 'Creative field' }).click()
    await page.getByRole('option', { name: 'Photographer' }).click()
    // A draft until applied: nothing reloads yet.
    expect(await counter(page).textContent()).toBe('3 profiles left')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => counter(page).textContent()).toBe('1 profile left')
    await page.getByRole('article', { name: 'Thabo Tester' }).waitFor()
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ profession: 'photographer' })

    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await expect.poll(() => counter(page).textContent()).toBe('3 profiles left')
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({})

    // Applied, by Apply or by Enter, the panel folds away on a phone: open it again to change more.
    const showFilters = () => page.getByRole('button', { name: 'Show filters' }).click()
    await showFilters()
    await page.getByLabel('Location').fill('cape town')
    await page.getByLabel('Location').press('Enter')
    await expect.poll(() => counter(page).textContent()).toBe('2 profiles left')
    await showFilters()
    await page.getByRole('combobox', { name: 'Availability' }).click()
    await page.getByRole('option', { name: 'Available now' }).click()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => counter(page).textContent()).toBe('1 profile left')
    await page.getByRole('article', { name: 'Mpho Tester' }).waitFor()

    await showFilters()
    await page.getByRole('combobox', { name: 'Creative field' }).click()
    await page.getByRole('option', { name: 'Other' }).click()
    await page.getByLabel('Which field?').fill('ceramic')
    await page.getByLabel('Which field?').press('Enter')
    await expect
      .poll(() => Object.fromEntries(queries.at(-1)!))
      .toEqual({
        location: 'cape town',
        availability: 'available',
        profession: 'ceramic',
      })
    await page.getByRole('article', { name: 'Mpho Tester' }).waitFor()
  })

  it("says so when there is nobody left: You're all caught up!", async () => {
    const page = await browse(await member('Lonely'))
    await openDiscover(page)
    await page.getByText("You're all caught up!").waitFor()
    expect(await page.getByRole('button', { name: 'Like', exact: true }).isDisabled()).toBe(true)
  })

  it('shows Unable to load profiles with a Refresh Page button when the load fails', async () => {
    const viewer = await member('Viewer')
    await member('Kea')
    const page = await browse(viewer)
    await page.route('**/api/profiles/discover?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database is down"}' }),
    )
    await page.route('**/api/profiles/discover', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database is down"}' }),
    )
    await openDiscover(page)
    await page.getByText('Unable to load profiles').waitFor()
    await page.getByText('Database is down').waitFor()
    await page.unrouteAll()
    await page.getByRole('button', { name: 'Refresh Page' }).click()
    await page.getByRole('article', { name: 'Kea Tester' }).waitFor()
  })

  it('shows the server message in an Error toast when a swipe or an undo is refused', async () => {
    const viewer = await member('Viewer')
    const other = await member('Palesa')
    await other.post('/api/swipes', { swipedId: viewer.user!.id, action: 'like' })
    const page = await browse(viewer)
    await openDiscover(page)
    await page.getByRole('article', { name: nameOf(other) }).waitFor()
    await page.getByRole('button', { name: 'Like', exact: true }).click()
    await toast(page, "It's a match!").waitFor()
    await page
      .getByRole('dialog', { name: "It's a Match!" })
      .getByRole('button', { name: 'Keep swiping' })
      .click()

    // Once the match has messages, undo is refused (409) and nothing changes.
    const [match] = (await other.get('/api/matches')).body
    expect(
      (await other.post('/api/messages', { conversationId: match.conversationId, content: 'Hi!' })).status,
    ).toBe(201)
    await page.getByRole('button', { name: 'Undo Last Swipe' }).click()
    await toast(page, 'Error').waitFor()
    await toast(page, /already started chatting/).waitFor()
    await page.getByText("You're all caught up!").waitFor()
    expect(await swipesBy(viewer)).toHaveLength(1)
  })

  it('shows Error with the message when the server refuses a swipe', async () => {
    const viewer = await member('Viewer')
    await member('Refilwe')
    const page = await browse(viewer)
    await page.route('**/api/swipes', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: '{"message":"You already swiped on this person"}',
      }),
    )
    await openDiscover(page)
    await page.getByRole('button', { name: 'Pass' }).click()
    await toast(page, 'You already swiped on this person').waitFor()
  })
})

describe('Discover: distance, the Within filter and the match moment', () => {
  it('says how far away each person is, in km and then in miles; nothing for a place typed by hand', async () => {
    const viewer = await member('Viewer', { location: 'Cape Town, Western Cape' })
    const typed = await member('Typed', { location: 'Somewhere near the coast' })
    const durban = await member('Sipho', { location: 'Durban, KwaZulu-Natal' })
    const page = await browse(viewer)
    await openDiscover(page)
    // Both cards are in the stack (the second one hidden under the first): read them by their labels.
    const card = (client: ApiClient) => page.locator(`article[aria-label="${nameOf(client)}"]`).first()
    await page.getByRole('article', { name: nameOf(durban) }).waitFor()
    await expect.poll(() => card(durban).textContent()).toContain('1,271 km away')
    expect(await card(typed).textContent()).not.toContain('away')

    expect((await viewer.put('/api/settings/app', { distanceUnit: 'mi' })).status).toBe(200)
    await page.reload()
    await page.getByRole('article', { name: nameOf(durban) }).waitFor()
    await expect.poll(() => card(durban).textContent()).toContain('790 mi away')
    expect(await card(durban).textContent()).not.toContain('km')
    expect(await card(typed).textContent()).not.toContain('away')

    // Visitors have no place of their own: no distance.
    await server.db.update(users).set({ isDemo: true }).where(eq(users.id, durban.user!.id))
    const visitor = await browse(null)
    await openDiscover(visitor)
    const demoCard = visitor.getByRole('article', { name: nameOf(durban) })
    await demoCard.waitFor()
    expect(await demoCard.textContent()).toContain('Durban, KwaZulu-Natal')
    expect(await demoCard.textContent()).not.toContain('away')
  })

  it('narrows the deck to people within a radius, sent as `within`, and clears it like the others', async () => {
    // From Johannesburg: Pretoria is 54 km away, Bloemfontein 370 km, Cape Town 1,262 km.
    const viewer = await member('Viewer', { location: 'Johannesburg, Gauteng' })
    await member('Pretoria', { location: 'Pretoria, Gauteng' })
    await member('Bloem', { location: 'Bloemfontein, Free State' })
    await member('Capetonian', { location: 'Cape Town, Western Cape' })
    await member('Typed', { location: 'Somewhere near the coast' })
    const page = await browse(viewer)
    const queries: URLSearchParams[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/profiles/discover') queries.push(url.searchParams)
    })
    await openDiscover(page)
    await expect.poll(() => counter(page).textContent()).toBe('4 profiles left')

    await page.getByRole('button', { name: 'Show filters' }).click()
    const within = page.getByRole('combobox', { name: 'Within' })
    expect(await within.textContent()).toBe('Any distance')
    await within.click()
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Any distance',
      '50 km',
      '200 km',
      '500 km',
    ])
    await page.getByRole('option', { name: '200 km' }).click()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => Object.fromEntries(queries.at(-1)!)).toEqual({ within: '200' })
    await page.getByRole('article', { name: 'Pretoria Tester' }).waitFor()
    await expect.poll(() => counter(page).textContent()).toBe('1 profile left')

    // Applied, the panel folds away on a phone.
    await page.getByRole('button', { name: 'Show filters' }).click()
    await within.click()
    await page.getByRole('option', { name: '500 km' }).click()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => counter(page).textContent()).toBe('2 profiles left')

    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await expect.poll(() => counter(page).textContent()).toBe('4 profiles left')
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({})
  })

  it('offers the radius in miles to a miles reader, and not at all from a place typed by hand', async () => {
    const miles = await member('Miles', { location: 'Johannesburg, Gauteng' })
    expect((await miles.put('/api/settings/app', { distanceUnit: 'mi' })).status).toBe(200)
    const page = await browse(miles, DESKTOP)
    await openDiscover(page)
    await page.getByRole('combobox', { name: 'Within' }).click()
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Any distance',
      '31 mi',
      '124 mi',
      '311 mi',
    ])
    await page.keyboard.press('Escape')

    const typed = await member('Typed', { location: 'Somewhere near the coast' })
    const other = await browse(typed, DESKTOP)
    await openDiscover(other)
    const within = other.getByRole('combobox', { name: 'Within' })
    expect(await within.isDisabled()).toBe(true)
    await other.getByText('Choose a listed location in your profile to filter by distance').waitFor()
    // The hint is the select's description, so a screen reader hears why it is off.
    const hintId = await within.getAttribute('aria-describedby')
    expect(await other.locator(`[id="${hintId}"]`).textContent()).toBe(
      'Choose a listed location in your profile to filter by distance',
    )
  })

  it('opened directly, asks for its first page once, as the HTML arrives, not after the app has loaded', async () => {
    const viewer = await member('Early')
    await member('Photo', { profession: 'Photographer' })
    const page = await browse(viewer)
    let asked = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/profiles/discover') asked++
    })
    await openDiscover(page)
    await topCard(page).waitFor()
    // theme-init.js asks for it while the HTML is parsed (before domInteractive; the app's module code
    // runs only after that), and the deck starts from that response: asking again would be a second request.
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      const deck = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (entry) => new URL(entry.name).pathname === '/api/profiles/discover',
      )
      return { asked: deck?.startTime, parsed: navigation?.domInteractive }
    })
    expect(timing.asked).toBeLessThan(timing.parsed!)
    expect(asked).toBe(1)
  })

  it('celebrates a match full screen: both photos, Keep swiping back to the deck, Send a message to the chat', async () => {
    const viewer = await member('Viewer')
    const first = await member('Ayanda')
    const second = await member('Bontle')
    for (const client of [first, second])
      await client.post('/api/swipes', { swipedId: viewer.user!.id, action: 'like' })
    const page = await browse(viewer)
    await openDiscover(page)

    const top = await topCard(page).getAttribute('aria-label')
    await page.getByRole('button', { name: 'Like', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: "It's a Match!" })
    await dialog.waitFor()
    // The spec's toast stays, under the moment.
    await toast(page, "It's a match!").waitFor()
    const firstName = top!.split(' ')[0]
    await dialog.getByText(`You and ${firstName} liked each other`).waitFor()
    // Both people: initials portraits here, as neither uploaded a photo.
    await dialog.getByRole('img', { name: 'Viewer Tester', includeHidden: true }).waitFor()
    await dialog.getByRole('img', { name: top!, includeHidden: true }).waitFor()
    // Focus is inside, on the first action; Escape closes it and the deck has the keys again.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Send a message')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Focus comes back as the dialog's close finishes, which may be a frame after it left the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Profile cards')
    await page.keyboard.press('ArrowRight')
    await dialog.waitFor()
    const matches = (await viewer.get('/api/matches')).body as {
      id: string
      user1Id: string
      user2Id: string
    }[]
    expect(matches).toHaveLength(2)
    const last = top === nameOf(first) ? second : first
    const match = matches.find((m) => [m.user1Id, m.user2Id].includes(last.user!.id))!

    await dialog.getByRole('button', { name: 'Send a message' }).click()
    await page.waitForURL((url) => url.pathname === '/matches' && url.searchParams.get('match') === match.id)
    await page.getByPlaceholder('Type your message...').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('finds no axe violations in the match moment, dark theme, reduced motion', async () => {
    const viewer = await member('Viewer')
    const other = await member('Palesa')
    await other.post('/api/swipes', { swipedId: viewer.user!.id, action: 'like' })
    const page = await browse(viewer, DESKTOP, { theme: 'dark' })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openDiscover(page)
    await page.getByRole('button', { name: 'Like', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: "It's a Match!" })
    await dialog.waitFor()
    expect(await findAxeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Keep swiping' }).click()
    await dialog.waitFor({ state: 'detached' })
  })
})

describe('Discover signed out (preview mode)', () => {
  it('shows demo profiles under a Preview Mode banner and swipes without calling the server', async () => {
    const demoPeople = await Promise.all(['Demo One', 'Demo Two'].map((name) => member(name)))
    await member('Real Person')
    const ids = demoPeople.map((client) => client.user!.id)
    await server.db.update(users).set({ isDemo: true }).where(inArray(users.id, ids))

    const page = await browse(null)
    const writes: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`)
    })
    await openDiscover(page)
    await page.getByRole('heading', { name: 'Preview Mode' }).waitFor()
    const signIn = page.getByRole('link', { name: 'Sign in with Google' })
    expect(await signIn.getAttribute('href')).toBe('/api/auth/google')
    await expect.poll(() => counter(page).textContent()).toBe('2 profiles left')
    expect(await page.getByRole('article', { name: 'Real Person Tester' }).count()).toBe(0)

    await page.getByRole('button', { name: 'Like', exact: true }).click()
    await expect.poll(() => counter(page).textContent()).toBe('1 profile left')
    await page.getByRole('button', { name: 'Undo Last Swipe' }).click()
    await toast(page, 'Undo successful').waitFor()
    expect(await counter(page).textContent()).toBe('2 profiles left')
    expect(writes).toEqual([])
  })
})

describe('Onboarding tour', () => {
  it('opens once for a new member on Discover and again from Home', async () => {
    const viewer = await member('Newbie')
    const page = await browse(viewer, PHONE, { tourSeen: false })
    await page.goto('/discover')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Discover creatives' }).waitFor()
    await dialog.getByText('Step 1 of 5').waitFor()
    expect(await findAxeViolations(page)).toEqual([])
    // The sample profiles take turns every 3 seconds.
    const sample = dialog.getByText(/Thandiwe Nkosi|Sizwe Ndlovu|Aisha Khan/).first()
    const before = await sample.textContent()
    await expect.poll(() => sample.textContent(), { timeout: 5000 }).not.toBe(before)
    for (const title of ['Match', 'Message your matches', 'Form a team', 'Show your work']) {
      await dialog.getByRole('button', { name: 'Next' }).click()
      await dialog.getByRole('heading', { name: title }).waitFor()
    }
    await dialog.getByRole('button', { name: 'Start exploring' }).click()
    await dialog.waitFor({ state: 'detached' })

    await page.reload()
    await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor()
    // A tour about to open would fetch its code: once the page is quiet, it would be on screen.
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.goto('/')
    await page.getByRole('button', { name: 'Take the tour' }).click()
    await page.getByRole('dialog').getByText('Step 1 of 5').waitFor()
  })
})

describe('Home dashboard', () => {
  it('welcomes the member with real numbers, tiles and empty panels', async () => {
    const viewer = await member('Kagiso')
    const page = await browse(viewer)
    await page.goto('/')
    await page.getByRole('heading', { name: 'Welcome back, Kagiso!' }).waitFor()
    const stats = page.getByRole('list', { name: 'Your stats' }).getByRole('listitem')
    await expect
      .poll(() => stats.allTextContents())
      .toEqual([
        '0Projects Completed',
        '0Creative Matches',
        '0Active Teams',
        '5.0Community RatingNo reviews yet',
      ])
    const tiles = page.getByRole('navigation', { name: 'Get started' }).getByRole('link')
    expect(await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/discover',
      '/matches',
      '/teams',
      '/portfolio',
    ])
    await page.getByRole('link', { name: 'Create Team' }).click()
    await page.waitForURL('**/teams')
    await page.goBack()
    await page.getByRole('link', { name: 'Add Project' }).click()
    await page.waitForURL('**/portfolio')
  })

  it('lists up to 3 teams and projects, and a failed panel does not take the page down', async () => {
    const viewer = await member('Naledi')
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) {
      await createTeam(server, { owner: viewer, name, projectType: 'branding' })
    }
    for (const title of ['One', 'Two']) {
      const res = await viewer.post('/api/portfolio', {
        title,
        description: 'A project',
        projectType: 'branding',
        tags: [],
      })
      expect(res.status).toBe(201)
    }
    const page = await browse(viewer, DESKTOP)
    await page.route('**/api/portfolio/user', (route) =>
      route.fulfill({ status: 404, body: '{"message":"Not Found"}' }),
    )
    await page.goto('/')
    const teams = page
      .getByRole('heading', { name: 'Your Teams' })
      .locator('xpath=ancestor::div[contains(@class,"rounded-2xl")][1]')
    await expect.poll(() => teams.getByRole('listitem').count()).toBe(3)
    await page.getByText('Your projects could not be loaded.').waitFor()
    await page.unrouteAll()
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByText('Two', { exact: true }).waitFor()
    const stats = page.getByRole('list', { name: 'Your stats' }).getByRole('listitem')
    await expect.poll(() => stats.nth(2).textContent()).toBe('4Active Teams')
  })
})

describe('accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`finds no violations on Discover, preview mode and Home in the ${theme} theme`, async () => {
      const viewer = await member('Axe', { portfolioImages: [] })
      await member('Other', { skills: ['Branding'] })
      const demo = await member('Demo')
      await server.db.update(users).set({ isDemo: true }).where(eq(users.id, demo.user!.id))

      const page = await browse(viewer, theme === 'light' ? PHONE : DESKTOP, { theme })
      await openDiscover(page)
      await topCard(page).waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await page.goto('/')
      await page.getByRole('heading', { name: 'Welcome back, Axe!' }).waitFor()
      await page.getByRole('link', { name: 'Create Team' }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])

      const visitor = await browse(null, theme === 'light' ? DESKTOP : PHONE, { theme })
      await openDiscover(visitor)
      await visitor.getByRole('article', { name: 'Demo Tester' }).waitFor()
      expect(await findAxeViolations(visitor)).toEqual([])
    })
  }
})
