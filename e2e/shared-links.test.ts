import { mkdirSync } from 'node:fs'
import type { Project } from '@shared/schemas/portfolio'
import { UPLOAD_FIELD, type UploadResult } from '@shared/schemas/uploads'
import type { BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { createProject, createTeam } from '../test/factories'
import { findAxeViolations } from './axe'
import { type OpenOptions, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

// A person's page shows their public work, and people and projects have addresses
// that open for whoever may see them (/people/{id}, /portfolio/{id}) and can be passed on.
const suite = browserSuite()
const LAPTOP = { width: 1366, height: 768 }

const member = (firstName: string, lastName: string, profile: Record<string, unknown> = {}) =>
  createUser(suite.server.url, { firstName, lastName, profile })

const contexts: BrowserContext[] = []
async function pageAs(client: ApiClient | null, options: OpenOptions = {}) {
  const [context, page] = await openAs(suite.browser, suite.server, client, options)
  contexts.push(context)
  // Copy link writes to the clipboard; the test reads it back.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url })
  return page
}
const closeAll = () => Promise.all(contexts.splice(0).map((context) => context.close()))

/** A picture of some work: a gradient with a few soft shapes, made here (never downloaded). */
async function artwork(owner: ApiClient, [from, to]: [string, string], seed = 0) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="${300 + seed * 120}" cy="${330 + seed * 40}" r="210" fill="#fff" opacity=".22"/>
    <circle cx="${860 - seed * 90}" cy="${600 - seed * 30}" r="150" fill="#0f172a" opacity=".18"/>
    <rect x="${520 + seed * 30}" y="180" width="300" height="300" rx="48" fill="#fff" opacity=".14"/>
  </svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  const form = new FormData()
  form.append(UPLOAD_FIELD, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'work.png')
  const res = await fetch(new URL('/api/uploads', suite.server.url), {
    method: 'POST',
    headers: { cookie: owner.cookieHeader },
    body: form,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as UploadResult).url
}

/** A maker with a photo, three public projects with pictures and one private one. */
async function makerWithWork(firstName = 'Thandiwe', lastName = 'Mahlangu') {
  const maker = await member(firstName, lastName, {
    profession: 'Illustrator',
    location: 'Johannesburg, Gauteng',
    bio: 'Editorial illustration and murals, mostly about the city and the people who keep it moving.',
    skills: ['Illustration', 'Murals', 'Procreate'],
  })
  expect(
    (
      await maker.put('/api/profile/picture', {
        profileImageUrl: await artwork(maker, ['#f59e0b', '#db2777']),
      })
    ).status,
  ).toBe(200)
  const works: [string, string, [string, string], string[]][] = [
    ['Braamfontein Mural', 'A six-storey wall for a youth arts festival.', ['#7c3aed', '#fb7185'], ['mural']],
    [
      'Jozi Night Market',
      'Posters and signage for a monthly market.',
      ['#0ea5e9', '#6366f1'],
      ['posters', 'type'],
    ],
    [
      'Taxi Rank Portraits',
      'Twelve portraits of drivers and hawkers.',
      ['#10b981', '#0f766e'],
      ['portraits'],
    ],
  ]
  const projects: Project[] = []
  for (const [index, [title, description, colours, tags]] of works.entries()) {
    projects.push(
      await createProject(suite.server, {
        owner: maker,
        title,
        description,
        tags,
        projectType: 'illustration',
        imageUrl: await artwork(maker, colours, index),
      }),
    )
  }
  await createProject(suite.server, { owner: maker, title: 'Sketchbook (private)', isPublic: false })
  return { maker, projects: projects.reverse() }
}

/** Every image on screen loaded and decoded: a screenshot taken sooner shows grey boxes. */
const imagesShown = (page: Page) =>
  page.evaluate(async () => {
    const onScreen = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect()
      return box.bottom > 0 && box.top < innerHeight
    })
    await Promise.all(onScreen.map((image) => image.decode().catch(() => {})))
  })

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

describe("a person's page and shared links", () => {
  // First: Discover deals the people made so far, and this test wants hers on top.
  it("opens a person's page from their Discover card", async () => {
    const viewer = await member('Kagiso', 'Molefe')
    const person = await member('Zodwa', 'Mkhize', { profession: 'Photographer' })
    const page = await pageAs(viewer, { viewport: LAPTOP })
    // The first-visit tour, already seen.
    await page
      .context()
      .addInitScript((id) => localStorage.setItem(`bubbles-tour-seen:${id}`, 'seen'), viewer.user!.id)
    await page.goto('/discover')
    const card = page.getByRole('article', { name: 'Zodwa Mkhize' })
    await card.getByRole('button', { name: 'More actions for Zodwa' }).click()
    await page.getByRole('menuitem', { name: 'View profile' }).click()
    await page.getByRole('heading', { name: 'Zodwa Mkhize', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/people/${person.user!.id}`)
    await closeAll()
  })

  it("opens a teammate's page from the team's member list", async () => {
    const owner = await member('Lindiwe', 'Sithole')
    const teammate = await member('Tumi', 'Mokoena')
    await createTeam(suite.server, { owner, members: [teammate], name: 'Kasi Collective' })
    const page = await pageAs(owner, { viewport: LAPTOP })
    await page.goto('/teams')
    await page
      .getByRole('article', { name: 'Kasi Collective' })
      .getByRole('button', { name: 'Team Settings' })
      .click()
    const members = page.getByRole('list', { name: 'Members' })
    expect(await members.getByRole('link', { name: 'Lindiwe Sithole' }).getAttribute('href')).toBe('/profile')
    await members.getByRole('link', { name: 'Tumi Mokoena' }).click()
    await page.getByRole('heading', { name: 'Tumi Mokoena', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/people/${teammate.user!.id}`)
    await closeAll()
  })

  it("lists someone's public projects on their page, opens one in place, and copies both addresses", async () => {
    const { maker, projects } = await makerWithWork()
    const viewer = await member('Sipho', 'Ndlovu')
    const page = await pageAs(viewer, { viewport: LAPTOP })
    await page.goto(`/people/${maker.user!.id}`)
    await page.getByRole('heading', { name: 'Thandiwe Mahlangu', level: 1 }).waitFor()
    const work = page.getByRole('region', { name: 'Projects' })
    const list = work.getByRole('list', { name: "Thandiwe's projects" })
    // Newest first; the private one is not there.
    await list.getByRole('article').nth(2).waitFor()
    expect(await list.getByRole('article').count()).toBe(3)
    expect(await list.locator('article h3').allTextContents()).toEqual(
      projects.map((project) => project.title),
    )
    expect(await page.getByText('Sketchbook (private)').count()).toBe(0)
    expect(await findAxeViolations(page)).toEqual([])

    // The person's address, copied.
    await page.getByRole('main').getByRole('button', { name: 'Copy link' }).first().click()
    await page.getByText('Link copied').waitFor()
    expect(await clipboard(page)).toBe(`${suite.server.url}/people/${maker.user!.id}`)

    // A project by keyboard: it opens over the page, with its own address to copy.
    const card = list.getByRole('article', { name: 'Jozi Night Market' })
    await card.getByRole('button', { name: 'Jozi Night Market', exact: true }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Jozi Night Market' })
    await dialog.getByText('Posters and signage for a monthly market.').waitFor()
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await expect.poll(() => clipboard(page)).toBe(`${suite.server.url}/portfolio/${projects[1]!.id}`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await closeAll()
  })

  it('opens a project at its address: the whole project, its maker, a like, and Back to the portfolio', async () => {
    const { maker, projects } = await makerWithWork('Lerato', 'Dube')
    const viewer = await member('Priya', 'Govender')
    const project = projects[0]!
    const page = await pageAs(viewer, { theme: 'dark' })
    await page.goto(`/portfolio/${project.id}`)
    const article = page.getByRole('article', { name: project.title })
    await article.getByRole('heading', { name: project.title, level: 1 }).waitFor()
    await expect.poll(() => page.title()).toBe(`${project.title} | Bubbles`)
    await article.getByText(project.description).waitFor()
    expect(await article.getByRole('img', { name: project.title }).getAttribute('src')).toBe(project.imageUrl)
    expect(await article.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(
      project.tags,
    )
    // Nobody but the owner edits it.
    expect(await article.getByRole('button', { name: 'Edit' }).count()).toBe(0)

    await article.getByRole('button', { name: `Like ${project.title}` }).click()
    await article.getByText('1 like', { exact: true }).waitFor()
    expect((await viewer.get<Project>(`/api/portfolio/${project.id}`)).body.likedByMe).toBe(true)
    expect(await findAxeViolations(page)).toEqual([])

    // The maker's name leads to their page, and their page back to this work.
    await article.getByRole('link', { name: 'Lerato Dube' }).click()
    await page.getByRole('heading', { name: 'Lerato Dube', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/people/${maker.user!.id}`)
    await page.goBack()
    await article.getByRole('heading', { name: project.title, level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Portfolio Showcase' }).click()
    await page.getByRole('heading', { name: 'Portfolio Showcase', level: 1 }).waitFor()
    await closeAll()
  })

  it('says so when someone has no public work yet', async () => {
    const quiet = await member('Musa', 'Zulu')
    await createProject(suite.server, { owner: quiet, title: 'Not yet', isPublic: false })
    const page = await pageAs(await member('Viewer', 'One'))
    await page.goto(`/people/${quiet.user!.id}`)
    await page.getByRole('heading', { name: 'No public projects yet' }).waitFor()
    await page.getByText('When Musa shares work publicly, it will show here.').waitFor()
    await closeAll()
  })

  it('lets the owner edit and delete the project from its page, then leaves it', async () => {
    const owner = await member('Naledi', 'Khumalo')
    const project = await createProject(suite.server, { owner, title: 'First draft', description: 'Ink.' })
    const page = await pageAs(owner)
    await page.goto(`/portfolio/${project.id}`)
    const article = page.getByRole('article', { name: 'First draft' })
    await article.getByRole('link', { name: 'Naledi Khumalo (you)' }).waitFor()
    await article.getByRole('button', { name: 'Edit' }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel('Project title').fill('Final cut')
    await form.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByRole('heading', { name: 'Final cut', level: 1 }).waitFor()

    await page.getByRole('article', { name: 'Final cut' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Project deleted').waitFor()
    await page.getByRole('tab', { name: 'My Projects', selected: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/portfolio')
    // Its address now leads nowhere.
    await page.goto(`/portfolio/${project.id}`)
    await page.getByRole('heading', { name: "This project isn't available" }).waitFor()
    await closeAll()
  })

  it('shows a signed-out visitor a public project, and asks them to sign in for a person', async () => {
    const { maker, projects } = await makerWithWork('Ayanda', 'Mthembu')
    const hidden = await createProject(suite.server, { owner: maker, title: 'Hidden', isPublic: false })
    const page = await pageAs(null)
    await page.goto(`/portfolio/${projects[2]!.id}`)
    const article = page.getByRole('article', { name: projects[2]!.title })
    await article.getByRole('heading', { level: 1 }).waitFor()
    // The maker's name without a link (profiles are for members), and a way in.
    await article.getByText('Ayanda Mthembu').waitFor()
    expect(await article.getByRole('link').count()).toBe(0)
    const join = page.getByRole('complementary', { name: 'Made on Bubbles' })
    expect(await join.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toBe(
      '/api/auth/google',
    )
    expect(await findAxeViolations(page)).toEqual([])

    await page.goto(`/portfolio/${hidden.id}`)
    await page.getByRole('heading', { name: "This project isn't available" }).waitFor()
    await page.getByText('It may be private, or no longer on Bubbles.').waitFor()
    expect(await page.getByText('Hidden').count()).toBe(0)

    await page.goto(`/people/${maker.user!.id}`)
    await page.getByRole('heading', { name: 'Sign in to see this profile', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Sign in with Google' }).waitFor()
    expect(await page.getByText('Ayanda').count()).toBe(0)
    await closeAll()
  })

  it('shows neither page across a block', async () => {
    const { maker, projects } = await makerWithWork('Bongani', 'Khoza')
    const blocked = await member('Blocked', 'Person')
    expect((await maker.post('/api/blocks', { userId: blocked.user!.id })).status).toBe(204)
    const page = await pageAs(blocked)
    await page.goto(`/people/${maker.user!.id}`)
    await page.getByRole('heading', { name: "This profile isn't available" }).waitFor()
    await page.goto(`/portfolio/${projects[0]!.id}`)
    await page.getByRole('heading', { name: "This project isn't available" }).waitFor()
    expect(await page.getByText('Bongani').count()).toBe(0)
    await closeAll()
  })
})

// Screenshots to look at (SCREENSHOTS=1, or a folder): a person's page with projects and a project's
// page, on a phone and a laptop, light and dark; a visitor's view of a project.
describe.runIf(process.env.SCREENSHOTS)('screenshots', () => {
  it('takes them', async () => {
    const dir = process.env.SCREENSHOTS === '1' ? '/tmp/shared-links-shots' : process.env.SCREENSHOTS!
    mkdirSync(dir, { recursive: true })
    const { maker, projects } = await makerWithWork()
    const viewer = await member('Sipho', 'Ndlovu')
    for (const [device, viewport] of Object.entries({ phone: PHONE, laptop: LAPTOP })) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await pageAs(viewer, { viewport, theme })
        await page.goto(`/people/${maker.user!.id}`)
        const list = page.getByRole('list', { name: "Thandiwe's projects" })
        await list.getByRole('article').nth(2).waitFor()
        await imagesShown(page)
        await page.screenshot({ path: `${dir}/person-${device}-${theme}.png` })
        await page
          .getByRole('heading', { name: 'Projects', level: 2 })
          .evaluate((heading) =>
            window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80),
          )
        await imagesShown(page)
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${dir}/person-projects-${device}-${theme}.png` })

        await page.goto(`/portfolio/${projects[0]!.id}`)
        await page.getByRole('heading', { level: 1 }).waitFor()
        await imagesShown(page)
        await page.screenshot({ path: `${dir}/project-${device}-${theme}.png` })
      }
      const visitor = await pageAs(null, { viewport })
      await visitor.goto(`/portfolio/${projects[1]!.id}`)
      await visitor.getByRole('heading', { level: 1 }).waitFor()
      await imagesShown(visitor)
      await visitor.screenshot({ path: `${dir}/project-visitor-${device}.png`, fullPage: true })
      await visitor.goto(`/people/${maker.user!.id}`)
      await visitor.getByRole('heading', { level: 1 }).waitFor()
      await visitor.screenshot({ path: `${dir}/person-visitor-${device}.png` })
    }
    // The fullest action bar: the owner's, in the project's dialog on a phone (Like, Copy link, Edit, Delete).
    for (const [device, viewport] of Object.entries({ phone: PHONE, laptop: LAPTOP })) {
      const page = await pageAs(maker, { viewport })
      await page.goto('/portfolio?tab=mine')
      await page.getByRole('button', { name: projects[0]!.title, exact: true }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).waitFor()
      await page.waitForTimeout(400)
      await imagesShown(page)
      await page.screenshot({ path: `${dir}/dialog-owner-${device}.png` })
    }
    const quiet = await member('Musa', 'Zulu')
    const page = await pageAs(viewer, { viewport: PHONE, theme: 'dark' })
    await page.goto(`/people/${quiet.user!.id}`)
    await page.getByRole('heading', { name: 'No public projects yet' }).scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${dir}/person-empty-phone-dark.png` })
    await closeAll()
  }, 240_000)
})
