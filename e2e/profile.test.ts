import { distanceBetween } from '@shared/locations'
import { EXPERIENCE_LEVELS } from '@shared/options'
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { messages, profiles, teamMessages, users } from '../server/db/schema'
import { type ApiClient, createUser } from '../test/client'
import { addTeamMember, createMatch, createTeam } from '../test/factories'
import { findAxeViolations } from './axe'
import { DESKTOP, newPage, type OpenOptions, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()

/** A browser signed in as `user` (its session cookie), already on /profile. */
async function openProfile(user: ApiClient, options: OpenOptions = {}) {
  const [context, page] = await openAs(suite.browser, suite.server, user, options)
  await page.goto('/profile')
  await page.getByRole('heading', { name: 'About' }).waitFor()
  return [context, page] as const
}

const tile = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Activity' }).getByRole('listitem').filter({ hasText: label })

describe('profile page', () => {
  it('asks a signed-out visitor to log in', async () => {
    const [context, page] = await newPage(suite.browser, suite.server.url)
    await page.goto('/profile')
    await page.getByText('Please log in to view your profile.').waitFor()
    expect(await page.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toBe(
      '/api/auth/google',
    )
    await context.close()
  })

  it('shows the profile with its rating, rate and real activity counts', async () => {
    const me = await createUser(suite.server.url, {
      firstName: 'Lindiwe',
      lastName: 'Mokoena',
      profile: { profession: 'Photographer', hourlyRate: 450, skills: ['Portraits', 'Lightroom'] },
    })
    const partner = await createUser(suite.server.url, { profile: {} })
    const teammate = await createUser(suite.server.url, { profile: {} })
    const { conversationId } = await createMatch(suite.server, { a: me, b: partner })
    await suite.server.db.insert(messages).values([
      { conversationId, senderId: me.user!.id, content: 'Hi!' },
      { conversationId, senderId: partner.user!.id, content: 'Hello' },
    ])
    const { teamId } = await createTeam(suite.server, { owner: me, members: [teammate] })
    await addTeamMember(suite.server, (await createTeam(suite.server, { owner: partner })).teamId, me)
    await suite.server.db
      .insert(teamMessages)
      .values({ teamId, senderId: teammate.user!.id, content: 'Kick-off?' })

    const [context, page] = await openProfile(me)
    await page.getByRole('heading', { name: 'Lindiwe Mokoena', level: 1 }).waitFor()
    await page.getByText('R 450/hour').waitFor()
    expect(await page.locator('main dl').first().textContent()).toMatch(/No reviews yet\s*5\.0/)
    // Messages of my conversation and of my teams' chats; the teammate and the other team's owner.
    await page.waitForFunction(
      () => !document.querySelector('[aria-label="Activity"] [aria-hidden="true"].animate-pulse'),
    )
    expect(await tile(page, 'Messages').textContent()).toMatch(/Messages\s*3$/)
    expect(await tile(page, 'Team members').textContent()).toMatch(/Team members\s*2$/)
    expect(await tile(page, 'Active teams').textContent()).toMatch(/Active teams\s*2$/)
    await page.getByText('No projects yet').waitFor()
    await context.close()
  })

  it('edits the profile, ignoring duplicate skills, and keeps the changes after a reload', async () => {
    const me = await createUser(suite.server.url, { profile: { skills: ['Portraits'], hourlyRate: 450 } })
    const [context, page] = await openProfile(me, { viewport: DESKTOP })
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' })

    await dialog.getByLabel('Bio').fill('Documentary photographer telling stories of the Karoo.')
    await dialog.getByRole('combobox', { name: 'Location' }).click()
    await page.getByRole('option', { name: 'Durban, KwaZulu-Natal' }).click()
    const skills = dialog.getByLabel('Skills')
    await skills.fill('  Drone ')
    await skills.press('Enter')
    await skills.fill('drone')
    await skills.press('Enter')
    await skills.fill('portraits')
    await skills.press('Enter')
    expect(await dialog.getByRole('button', { name: /^Remove / }).allInnerTexts()).toHaveLength(2)
    await dialog.getByRole('combobox', { name: 'Experience' }).click()
    await page.getByRole('option', { name: 'Experienced (5+ years)' }).click()
    await dialog.getByLabel('Hourly rate (ZAR)').fill('1200')
    await dialog.getByLabel('Project interests').fill('Music videos and brand launches')
    await dialog.getByLabel('Collaboration style').fill('Remote first, weekly check-ins')
    await dialog.getByLabel('Portfolio URL').fill('http://lindiwe.example')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog.getByText('Portfolio must be an https:// link').waitFor()
    await dialog.getByLabel('Portfolio URL').fill('https://lindiwe.example/work')
    await dialog.getByRole('switch', { name: 'Available for work' }).click()
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Profile updated').waitFor()
    await dialog.waitFor({ state: 'detached' })

    await page.reload()
    await page.getByRole('heading', { name: 'About' }).waitFor()
    for (const text of [
      'Documentary photographer telling stories of the Karoo.',
      'Durban, KwaZulu-Natal',
      'Experienced (5+ years)',
      'R 1 200/hour',
      'Music videos and brand launches',
      'Remote first, weekly check-ins',
      'Drone',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor()
    }
    expect(await page.getByText('Currently busy').count()).toBeGreaterThan(0)
    expect(await page.getByRole('link', { name: /lindiwe\.example\/work/ }).getAttribute('href')).toBe(
      'https://lindiwe.example/work',
    )
    const { body } = await me.get('/api/auth/user')
    expect(body.profile.skills).toEqual(['Portraits', 'Drone'])
    await context.close()
  })

  it('uploads a new profile picture and shows it after a reload', async () => {
    const me = await createUser(suite.server.url, { firstName: 'Sipho', lastName: 'Dlamini', profile: {} })
    const [context, page] = await openProfile(me)
    await page.getByRole('button', { name: 'Update profile picture' }).click()
    const dialog = page.getByRole('dialog', { name: 'Update Profile Picture' })
    await dialog.getByRole('button', { name: 'Save Picture' }).click()
    await dialog.getByText('Choose an image file or enter an image URL').waitFor()

    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer()
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await dialog.getByRole('img', { name: 'Preview of me.png' }).waitFor()
    await dialog.getByRole('button', { name: 'Save Picture' }).click()
    await page.getByText('Profile picture updated').waitFor()

    await page.reload()
    const avatar = page.locator('main').getByRole('img', { name: 'Sipho Dlamini' }).first()
    await avatar.waitFor()
    await page.waitForFunction(() => document.querySelector('main img[alt="Sipho Dlamini"]'))
    const src = await page.locator('main img[alt="Sipho Dlamini"]').first().getAttribute('src')
    expect(src).toMatch(/^\/uploads\//)
    expect((await me.get('/api/auth/user')).body.profileImageUrl).toBe(src)
    await context.close()
  })

  it('adds a portfolio project: Create waits for a title and a description', async () => {
    const me = await createUser(suite.server.url, { profile: {} })
    const [context, page] = await openProfile(me)
    await page.getByRole('button', { name: 'Add Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Portfolio Project' })
    const create = dialog.getByRole('button', { name: 'Create Project' })
    expect(await create.isDisabled()).toBe(true)
    await dialog.getByLabel('Title').fill('Karoo Coffee rebrand')
    expect(await create.isDisabled()).toBe(true)
    await dialog.getByLabel('Description').fill('   ')
    expect(await create.isDisabled()).toBe(true)
    await dialog.getByLabel('Description').fill('A new identity for a roastery in Prince Albert.')
    expect(await create.isDisabled()).toBe(false)
    await dialog.getByRole('combobox', { name: 'Project type' }).click()
    await page.getByRole('option', { name: 'Branding' }).click()
    const tags = dialog.getByLabel('Tags')
    for (const tag of [' Logo ', 'logo', 'Packaging']) {
      await tags.fill(tag)
      await tags.press('Enter')
    }
    expect(await dialog.getByRole('button', { name: /^Remove / }).count()).toBe(2)
    await dialog.getByLabel('Or use an image URL').fill('https://images.example/karoo.png')
    await create.click()
    await page.getByText('Project added').waitFor()

    await page.getByRole('heading', { name: 'Karoo Coffee rebrand' }).waitFor()
    // The header's portfolio count follows the new project.
    await page.waitForFunction(() =>
      /Portfolio\s*1/.test(document.querySelector('main dl')?.textContent ?? ''),
    )
    const { body } = await me.get('/api/portfolio/user')
    expect(body[0]).toMatchObject({
      title: 'Karoo Coffee rebrand',
      projectType: 'Branding',
      tags: ['logo', 'packaging'],
      imageUrl: 'https://images.example/karoo.png',
    })
    await context.close()
  })

  it('says so when saving the profile or the picture fails', async () => {
    const me = await createUser(suite.server.url, { profile: {} })
    const [context, page] = await openProfile(me)
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    )
    await page.route('**/api/profile/picture', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Failed to update profile. Please try again.').waitFor()
    // The dialog stays open with the draft, so nothing typed is lost.
    await page.getByRole('dialog', { name: 'Edit Profile' }).waitFor()
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Update profile picture' }).click()
    await page.getByLabel('Or use an image URL').fill('https://images.example/me.png')
    await page.getByRole('button', { name: 'Save Picture' }).click()
    await page.getByText('Failed to update profile picture. Please try again.').waitFor()
    await context.close()
  })

  for (const [theme, viewport] of [
    ['light', PHONE],
    ['dark', DESKTOP],
  ] as const) {
    it(`has no axe-core violations in the ${theme} theme, with the Edit Profile dialog too`, async () => {
      const me = await createUser(suite.server.url, { profile: { skills: ['Portraits'] } })
      const [context, page] = await openProfile(me, { viewport, theme })
      await page.getByText('No projects yet').waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Edit Profile' }).click()
      await page.getByRole('dialog', { name: 'Edit Profile' }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await context.close()
    })
  }
})

describe('in Portuguese', () => {
  it('reads the profile and Edit Profile in Portuguese, with numbers written the Portuguese way, axe-clean', async () => {
    const me = await createUser(suite.server.url, {
      profile: { profession: 'Photographer', hourlyRate: 1200, experience: 'Expert (10+ years)' },
    })
    await me.put('/api/settings/app', { language: 'pt' })
    const [context, page] = await openAs(suite.browser, suite.server, me, {
      viewport: DESKTOP,
      theme: 'dark',
    })
    await page.goto('/profile')
    await page.getByRole('heading', { name: 'Sobre' }).waitFor()
    expect(await page.title()).toBe('O meu perfil | Bubbles')
    for (const text of [
      'Fotógrafo/a',
      'Especialista (10+ anos)',
      'Disponível para trabalho',
      'Ainda sem projetos',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor()
    }
    // Portugal writes thousands with a dot and the decimal with a comma; the currency stays the rand.
    await page.getByText(/^R\s?1\.200\/hora$/).waitFor()
    expect(await page.locator('main dl').first().textContent()).toMatch(/Ainda sem avaliações\s*5,0/)
    expect(await findAxeViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Editar perfil' }).click()
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' })
    expect(await dialog.getByRole('combobox', { name: 'Profissão' }).textContent()).toBe('Fotógrafo/a')
    await dialog.getByRole('combobox', { name: 'Experiência' }).click()
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Iniciante (0-1 anos)',
      'Intermédio (2-5 anos)',
      'Experiente (5+ anos)',
      'Especialista (10+ anos)',
    ])
    await page.keyboard.press('Escape')
    expect(await findAxeViolations(page)).toEqual([])
    await context.close()
  })
})

describe('one experience scale', () => {
  it('offers exactly the four onboarding levels in Edit Profile, and reads a stored older level on it', async () => {
    const me = await createUser(suite.server.url, { profile: {} })
    // A level of the retired settings scale, as a profile saved before decision 016 may still hold it.
    await suite.server.db
      .update(profiles)
      .set({ experience: 'Advanced (5-9 years)' })
      .where(eq(profiles.userId, me.user!.id))
    const [context, page] = await openProfile(me, { viewport: DESKTOP })
    await page.getByText('Experienced (5+ years)', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Edit Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
    const experience = dialog.getByRole('combobox', { name: 'Experience' })
    expect(await experience.textContent()).toBe('Experienced (5+ years)')
    await experience.click()
    expect(await page.getByRole('option').allTextContents()).toEqual([...EXPERIENCE_LEVELS])
    await page.keyboard.press('Escape')

    // Saving as it is stores the level on the one scale.
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Profile updated').waitFor()
    expect((await me.get('/api/auth/user')).body.profile.experience).toBe('Experienced (5+ years)')
    await context.close()
  })
})

describe('distance on a public profile', () => {
  /** Opens another person's page on the app's own router, as a link would: no reload. */
  const goWithin = (page: Page, path: string) =>
    page.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)

  it("shows a person's initials when their photo cannot be loaded", async () => {
    const viewer = await createUser(suite.server.url, { profile: {} })
    const person = await createUser(suite.server.url, {
      firstName: 'Naledi',
      lastName: 'Khumalo',
      profile: {},
    })
    // A photo whose file is gone (a failed move to another store, say).
    await suite.server.db
      .update(users)
      .set({ profileImageUrl: '/uploads/gone-00000000.webp' })
      .where(eq(users.id, person.user!.id))
    const [context, page] = await openAs(suite.browser, suite.server, viewer, { viewport: PHONE })
    await page.goto(`/people/${person.user!.id}`)
    await page.getByRole('heading', { name: 'Naledi Khumalo', level: 1 }).waitFor()
    const avatar = page.getByRole('main').getByRole('img', { name: 'Naledi Khumalo' })
    await expect.poll(() => avatar.evaluate((element) => element.tagName)).toBe('SPAN')
    expect(await avatar.textContent()).toBe('NK')
    expect(await page.locator('main img[alt="Naledi Khumalo"]').count()).toBe(0)
    await context.close()
  })

  it('shows how far away the person is, in km and then in miles once the unit changes', async () => {
    const viewer = await createUser(suite.server.url, { profile: { location: 'Cape Town, Western Cape' } })
    const person = await createUser(suite.server.url, {
      firstName: 'Kagiso',
      lastName: 'Molefe',
      profile: { location: 'Johannesburg, Gauteng' },
    })
    const km = distanceBetween('Cape Town, Western Cape', 'Johannesburg, Gauteng')!
    const [context, page] = await openAs(suite.browser, suite.server, viewer, { viewport: PHONE })
    await page.goto(`/people/${person.user!.id}`)
    await page.getByRole('heading', { name: 'Kagiso Molefe', level: 1 }).waitFor()
    await page.getByText('Johannesburg, Gauteng').waitFor()
    await page.getByText(`${Math.round(km).toLocaleString('en-GB')} km away`, { exact: true }).waitFor()

    await goWithin(page, '/settings')
    await page.getByRole('combobox', { name: 'Distance unit' }).click()
    await page.getByRole('option', { name: 'Miles (mi)' }).click()
    await page.getByText('App preferences updated').first().waitFor()
    await goWithin(page, `/people/${person.user!.id}`)
    const miles = Math.round(km / 1.609344).toLocaleString('en-GB')
    await page.getByText(`${miles} mi away`, { exact: true }).waitFor()
    await context.close()
  })

  it('shows no distance when either place was typed by hand', async () => {
    const viewer = await createUser(suite.server.url, { profile: { location: 'Durban, KwaZulu-Natal' } })
    const typed = await createUser(suite.server.url, {
      firstName: 'Lerato',
      lastName: 'Dube',
      profile: { location: 'A farm outside Clarens' },
    })
    const listed = await createUser(suite.server.url, {
      firstName: 'Musa',
      lastName: 'Zulu',
      profile: { location: 'Polokwane, Limpopo' },
    })
    const [context, page] = await openAs(suite.browser, suite.server, viewer, { viewport: PHONE })
    await page.goto(`/people/${typed.user!.id}`)
    await page.getByRole('heading', { name: 'Lerato Dube', level: 1 }).waitFor()
    await page.getByText('A farm outside Clarens').waitFor()
    await page.getByRole('heading', { name: 'About' }).waitFor()
    expect(await page.getByText(/ away$/).count()).toBe(0)

    // And the other way round: a viewer whose own place was typed by hand sees no distance either.
    const [otherContext, otherPage] = await openAs(suite.browser, suite.server, typed, { viewport: PHONE })
    await otherPage.goto(`/people/${listed.user!.id}`)
    await otherPage.getByRole('heading', { name: 'Musa Zulu', level: 1 }).waitFor()
    await otherPage.getByRole('heading', { name: 'About' }).waitFor()
    expect(await otherPage.getByText(/ away$/).count()).toBe(0)
    await otherContext.close()
    await context.close()
  })
})

describe('long content on a small phone', () => {
  const SMALL_PHONE = { width: 360, height: 640 }
  // The longest realistic content: long names and words, a profession typed by hand, a long link.
  const longPerson = {
    firstName: 'Nomvuyiseko-Annemarie',
    lastName: 'Vanderbijlpark-Mahlangu Oosthuizen',
    profile: {
      profession: 'Other',
      customProfession: 'Interdisciplinary Sustainability Communication Strategist',
      location: 'Cape Town, Western Cape',
      bio: 'Brand identities for independent makers. Kwaito-meets-amapiano-inspired-typography https://example.com/a/really/long/path/that/goes/on/and/on/forever',
      skills: ['Brand Identity Systems', 'Internationalisation', 'Typography'],
      hourlyRate: 125000,
    },
  }
  const scrollsSideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

  for (const language of ['en', 'de'] as const) {
    it(`scrolls nothing sideways at 360 px in ${language}: own profile, Edit Profile, a public profile`, async () => {
      const me = await createUser(suite.server.url, longPerson)
      await me.put('/api/profile', {
        portfolio: 'https://portfolio.example.com/nomvuyiseko/selected-work-2019-2025',
      })
      await me.put('/api/settings/app', { language })
      const other = await createUser(suite.server.url, longPerson)
      const [context, page] = await openAs(suite.browser, suite.server, me, { viewport: SMALL_PHONE })
      await page.goto('/profile')
      await page.locator('main h2').first().waitFor()
      await page.getByText('Interdisciplinary Sustainability Communication Strategist').waitFor()
      expect(await scrollsSideways(page)).toBe(false)
      await page.locator('main button:has(svg.lucide-pencil)').click()
      await page.getByRole('dialog').waitFor()
      const dialogFits = await page
        .getByRole('dialog')
        .evaluate(
          (dialog) => dialog.scrollWidth <= dialog.clientWidth && dialog.getBoundingClientRect().right <= 360,
        )
      expect(dialogFits).toBe(true)
      await page.keyboard.press('Escape')

      await page.goto(`/people/${other.user!.id}`)
      await page.locator('main h2').first().waitFor()
      expect(await scrollsSideways(page)).toBe(false)
      await context.close()
    })
  }

  it('scrolls nothing sideways at 360 px on the onboarding form in German, errors shown', async () => {
    const newcomer = await createUser(suite.server.url, { firstName: longPerson.firstName })
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: SMALL_PHONE,
      locale: 'de-DE',
    })
    await context.addCookies(
      [...newcomer.cookies].map(([name, value]) => ({ name, value, url: suite.server.url, httpOnly: true })),
    )
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('heading', { name: `Willkommen bei Bubbles, ${longPerson.firstName}!` }).waitFor()
    await page.getByRole('button', { name: 'Profil erstellen' }).click()
    await page.getByRole('alert').first().waitFor()
    expect(await scrollsSideways(page)).toBe(false)
    await context.close()
  })
})
