import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Project } from '@shared/schemas/portfolio'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { findAxeViolations } from './axe'
import { DESKTOP, type OpenOptions, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()
let tempDir: string
beforeAll(() => {
  tempDir = mkdtempSync(join(tmpdir(), 'bubbles-portfolio-e2e-'))
})
afterAll(() => rmSync(tempDir, { recursive: true, force: true }))

const member = (firstName: string, lastName: string) =>
  createUser(suite.server.url, { firstName, lastName, profile: {} })

const pageAs = (client: ApiClient | null, { viewport = PHONE, theme = 'light' }: OpenOptions = {}) =>
  openAs(suite.browser, suite.server, client, { viewport, theme })

async function createProjectByApi(owner: ApiClient, body: Record<string, unknown>) {
  const res = await owner.post<Project>('/api/portfolio', body)
  expect(res.status).toBe(201)
  return res.body
}

describe('Portfolio Showcase', () => {
  it('uploads a project with a real image, tags and a type, and shows it in both tabs', async () => {
    const artist = await member('Zanele', 'Khumalo')
    const imagePath = join(tempDir, 'karoo.png')
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c026d3' } })
      .png()
      .toFile(imagePath)

    const [context, page] = await pageAs(artist, { viewport: DESKTOP })
    await page.goto('/portfolio')
    await page.getByRole('heading', { name: 'Portfolio Showcase', level: 1 }).waitFor()
    await page.getByRole('tab', { name: 'My Projects' }).click()
    await page.getByText('No projects yet').waitFor()

    await page.getByRole('button', { name: 'Upload Project' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Upload Project' })
    await dialog.getByRole('button', { name: 'Upload Project' }).click()
    await page.getByRole('alert').getByText('Project title is required').first().waitFor()

    await dialog.getByLabel('Project title').fill('Karoo Light Study')
    await dialog.getByLabel('Description').fill('Night skies over the Tankwa Karoo, printed large.')
    await dialog.getByRole('combobox', { name: 'Project type' }).click()
    await page.getByRole('option', { name: 'Photography' }).click()
    const tags = dialog.getByLabel('Tags')
    for (const tag of ['Landscape', '  landscape ', 'Karoo', 'PRINT', 'Night', 'astro']) {
      await tags.fill(tag)
      await tags.press('Enter')
    }
    await dialog.getByRole('button', { name: 'Remove astro' }).click()
    const chips = await dialog.getByRole('button', { name: /^Remove / }).allTextContents()
    expect(chips).toHaveLength(4)
    for (const tag of ['landscape', 'karoo', 'print', 'night']) {
      await dialog.getByRole('button', { name: `Remove ${tag}` }).waitFor()
    }

    await page.setInputFiles('#project-image', {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    })
    await page.getByText('Invalid file type').waitFor()
    await page.getByText('Please select an image file (PNG, JPG, GIF, etc.)').waitFor()
    await dialog.getByText('PNG, JPG, GIF up to 10MB').waitFor()

    await page.setInputFiles('#project-image', imagePath)
    await dialog.getByRole('button', { name: 'Remove image' }).waitFor()
    const preview = dialog.getByRole('img', { name: 'Your chosen project artwork' })
    expect(await preview.getAttribute('src')).toMatch(/^\/uploads\/.+-thumb\.\w+$/)
    expect(await dialog.getByRole('switch', { name: 'Public project' }).getAttribute('aria-checked')).toBe(
      'true',
    )

    await dialog.getByRole('button', { name: 'Upload Project' }).click()
    await page.getByText('Project uploaded').waitFor()
    await dialog.waitFor({ state: 'detached' })

    const card = page
      .getByRole('tabpanel', { name: 'My Projects' })
      .getByRole('article', { name: 'Karoo Light Study' })
    await card.waitFor()
    expect(await card.getByRole('img', { name: 'Karoo Light Study' }).getAttribute('src')).toMatch(
      /^\/uploads\//,
    )
    await card.getByText('by Zanele Khumalo · Photography').waitFor()
    for (const tag of ['landscape', 'karoo', 'print']) await card.getByText(tag, { exact: true }).waitFor()
    await card.getByText('+1 more').waitFor()
    expect(await card.getByText('night', { exact: true }).count()).toBe(0)

    const [stored] = (await artist.get<Project[]>('/api/portfolio/user')).body
    expect(stored).toMatchObject({
      title: 'Karoo Light Study',
      projectType: 'photography',
      tags: ['landscape', 'karoo', 'print', 'night'],
      isPublic: true,
    })

    await page.getByRole('tab', { name: 'Featured Projects' }).click()
    await page
      .getByRole('tabpanel', { name: 'Featured Projects' })
      .getByRole('article', { name: 'Karoo Light Study' })
      .waitFor()

    // The dialog starts empty after a successful upload.
    await page.getByRole('button', { name: 'Upload Project' }).first().click()
    expect(await dialog.getByLabel('Project title').inputValue()).toBe('')
    expect(await dialog.getByRole('button', { name: /^Remove / }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Choose image' }).waitFor()
    await context.close()
  })

  it("likes another person's project: one more like, kept after a reload, and takes it back", async () => {
    const maker = await member('Bongani', 'Zulu')
    const fan = await member('Priya', 'Govender')
    await createProjectByApi(maker, { title: 'Township Jazz Posters', projectType: 'illustration' })

    const [context, page] = await pageAs(fan)
    await page.goto('/portfolio')
    const card = page.getByRole('article', { name: 'Township Jazz Posters' })
    await card.getByText('0 likes').waitFor()
    const like = card.getByRole('button', { name: 'Like Township Jazz Posters' })
    expect(await like.getAttribute('aria-pressed')).toBe('false')

    await like.click()
    await card.getByText('1 like', { exact: true }).waitFor()
    await page.waitForFunction(() => !document.querySelector('button[aria-pressed][disabled]'))
    await page.reload()
    await card.getByText('1 like', { exact: true }).waitFor()
    expect(await like.getAttribute('aria-pressed')).toBe('true')

    await like.click()
    await card.getByText('0 likes').waitFor()
    await page.waitForFunction(() => !document.querySelector('button[aria-pressed][disabled]'))
    await page.reload()
    await card.getByText('0 likes').waitFor()
    await context.close()
  })

  it('shows visitors the featured projects only, and asks them to sign in to like', async () => {
    const maker = await member('Fatima', 'Hendricks')
    await createProjectByApi(maker, { title: 'Bo-Kaap Colour Study', tags: ['a', 'b', 'c', 'd', 'e'] })
    const [context, page] = await pageAs(null)
    await page.goto('/portfolio')
    await page.getByRole('heading', { name: 'Featured Projects', level: 2 }).waitFor()
    const card = page.getByRole('article', { name: 'Bo-Kaap Colour Study' })
    await card.getByText('+2 more').waitFor()
    expect(await page.getByRole('tab', { name: 'My Projects' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Upload Project' }).count()).toBe(0)

    await card.getByRole('button', { name: 'Like Bo-Kaap Colour Study' }).click()
    await page.getByText('Sign in to like projects').waitFor()
    const signIn = page.getByRole('dialog').getByRole('link', { name: 'Sign in with Google' })
    expect(await signIn.getAttribute('href')).toBe('/api/auth/google')
    await context.close()
  })

  it('loads more featured projects with the cursor', async () => {
    const prolific = await member('Vusi', 'Mathebula')
    for (let i = 1; i <= 25; i++) await createProjectByApi(prolific, { title: `Sketch ${i}` })
    const [context, page] = await pageAs(null, { viewport: DESKTOP })
    await page.goto('/portfolio')
    await page.getByRole('article', { name: 'Sketch 25' }).waitFor()
    expect(await page.getByRole('article').count()).toBe(24)
    expect(await page.getByRole('article', { name: 'Sketch 1', exact: true }).count()).toBe(0)
    await page.getByRole('button', { name: 'Load more' }).click()
    await page.getByRole('article', { name: 'Sketch 1', exact: true }).waitFor()
    expect(await page.getByRole('article').count()).toBeGreaterThan(24)
    await context.close()
  })
})

describe('Portfolio accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`finds no violations for visitors and members in the ${theme} theme`, async () => {
      const owner = await member('Ama', 'Owusu')
      await createProjectByApi(owner, { title: `Axe ${theme} piece`, tags: ['one', 'two', 'three', 'four'] })
      await createProjectByApi(owner, { title: `Axe ${theme} private`, isPublic: false })

      const [visitorContext, visitor] = await pageAs(null, {
        theme,
        viewport: theme === 'light' ? PHONE : DESKTOP,
      })
      await visitor.goto('/portfolio')
      await visitor.getByRole('article', { name: `Axe ${theme} piece` }).waitFor()
      expect(await findAxeViolations(visitor)).toEqual([])
      await visitorContext.close()

      const [context, page] = await pageAs(owner, { theme, viewport: theme === 'light' ? DESKTOP : PHONE })
      await page.goto('/portfolio')
      await page.getByRole('article', { name: `Axe ${theme} piece` }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await page.getByRole('tab', { name: 'My Projects' }).click()
      await page.getByRole('article', { name: `Axe ${theme} private` }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Upload Project' }).first().click()
      await page.getByRole('dialog', { name: 'Upload Project' }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await context.close()
    })
  }
})
