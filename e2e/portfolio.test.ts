import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Project } from '@shared/schemas/portfolio'
import { UPLOAD_FIELD, type UploadResult } from '@shared/schemas/uploads'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { createProject } from '../test/factories'
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

/** Uploads a generated PNG as `owner`, the way the upload dialog does; returns the stored image's URL. */
async function uploadImageByApi(owner: ApiClient, width: number, height: number) {
  const png = await sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append(UPLOAD_FIELD, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'art.png')
  const res = await fetch(new URL('/api/uploads', suite.server.url), {
    method: 'POST',
    headers: { cookie: owner.cookieHeader },
    body: form,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as UploadResult).url
}

/** Nothing on the page is wider than the screen: no sideways scroll. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

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
    // Tags are lowercased as they are added (docs/product.md §5), so "  landscape " is a duplicate of "Landscape".
    for (const tag of ['landscape', 'karoo', 'print', 'night']) {
      await dialog.getByRole('button', { name: `Remove ${tag}`, exact: true }).waitFor()
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
    await createProject(suite.server, {
      owner: maker,
      title: 'Township Jazz Posters',
      projectType: 'illustration',
    })

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
    await createProject(suite.server, {
      owner: maker,
      title: 'Bo-Kaap Colour Study',
      tags: ['a', 'b', 'c', 'd', 'e'],
    })
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
    for (let i = 1; i <= 25; i++) await createProject(suite.server, { owner: prolific, title: `Sketch ${i}` })
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

describe('Portfolio project detail', () => {
  it('opens a card to its description, type, tags, owner and whole image; the owner deletes it', async () => {
    const owner = await member('Thabo', 'Mokoena')
    // A tall image: a card crops it to 4:3, the dialog must show all of it.
    const imageUrl = await uploadImageByApi(owner, 600, 1200)
    const description =
      'A brief from the Soweto Arts Council.\n\nFour walls, twelve volunteers and one weekend.'
    await createProject(suite.server, {
      owner: owner,
      title: 'Soweto Mural Series',
      description,
      projectType: 'illustration',
      tags: ['mural', 'street art', 'community', 'paint'],
      imageUrl,
    })

    const [context, page] = await pageAs(owner)
    await page.goto('/portfolio')
    const card = page.getByRole('article', { name: 'Soweto Mural Series' })
    await card.getByText('+1 more').waitFor()
    expect(await page.getByText('Four walls, twelve volunteers').count()).toBe(0)
    // On the card the tall image is cropped to the card's 4:3 frame, which it does not stretch.
    const frame = await card
      .getByRole('img', { name: 'Soweto Mural Series' })
      .evaluate((img) => img.parentElement!.getBoundingClientRect())
    expect(frame.width / frame.height).toBeCloseTo(4 / 3, 1)

    // The card is a button a keyboard reaches: Enter opens the project.
    await card.getByRole('button', { name: 'Soweto Mural Series', exact: true }).press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Soweto Mural Series' })
    await dialog.getByText('Four walls, twelve volunteers and one weekend.').waitFor()
    // Line breaks as typed, and shown as line breaks.
    const text = await dialog
      .locator('p', { hasText: 'Four walls' })
      .evaluate((p) => ({ text: p.textContent, whiteSpace: getComputedStyle(p).whiteSpace }))
    expect(text).toEqual({ text: description, whiteSpace: 'pre-line' })
    await dialog.getByText('Illustration', { exact: true }).waitFor()
    const tags = dialog.getByRole('list', { name: 'Tags' })
    expect(await tags.getByRole('listitem').allTextContents()).toEqual([
      'mural',
      'street art',
      'community',
      'paint',
    ])
    const ownerLink = dialog.getByRole('link', { name: 'Thabo Mokoena (you)' })
    expect(await ownerLink.getAttribute('href')).toBe('/profile')
    await dialog.getByText('0 likes').waitFor()

    const image = dialog.getByRole('img', { name: 'Soweto Mural Series' })
    expect(await image.getAttribute('src')).toBe(imageUrl)
    const shown = await image.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect()
      return { fit: getComputedStyle(img).objectFit, bottom: box.bottom, natural: img.naturalHeight }
    })
    expect(shown.fit).toBe('contain')
    expect(shown.natural).toBeGreaterThan(0)
    expect(shown.bottom).toBeLessThanOrEqual(844)
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)

    await dialog.getByRole('button', { name: 'Edit' }).waitFor()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Soweto Mural Series?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Project deleted').waitFor()
    await card.waitFor({ state: 'detached' })
    await dialog.waitFor({ state: 'detached' })
    // The card's button went with it: focus lands on the list (or its tab panel), not on the page.
    await page.waitForFunction(() => document.activeElement?.closest('[role="tabpanel"]') !== null)
    await page.getByRole('tab', { name: 'My Projects' }).click()
    await page.getByText('No projects yet').waitFor()
    expect((await owner.get<Project[]>('/api/portfolio/user')).body).toEqual([])
    await context.close()
  })

  it("shows someone else's project without Edit or Delete, likes it there, and links to the maker", async () => {
    const maker = await member('Bongani', 'Zulu')
    const fan = await member('Priya', 'Govender')
    await createProject(suite.server, {
      owner: maker,
      title: 'Township Jazz Posters',
      description: 'Gig posters for Thursday nights in Soweto.',
      projectType: 'branding',
      tags: ['jazz'],
    })

    const [context, page] = await pageAs(fan, { viewport: DESKTOP })
    await page.goto('/portfolio')
    const card = page.getByRole('article', { name: 'Township Jazz Posters' })
    // Liking on the card likes, and does not open the project.
    await card.getByRole('button', { name: 'Like Township Jazz Posters' }).click()
    await card.getByText('1 like', { exact: true }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    // Anywhere on the card opens it: here the top of the picture area.
    const box = await card.boundingBox()
    await page.mouse.click(box!.x + box!.width / 2, box!.y + 40)
    const dialog = page.getByRole('dialog', { name: 'Township Jazz Posters' })
    await dialog.getByText('Gig posters for Thursday nights in Soweto.').waitFor()
    await dialog.getByText('Branding', { exact: true }).waitFor()
    await dialog.getByText('1 like', { exact: true }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Edit' }).count()).toBe(0)
    expect(await dialog.getByRole('button', { name: 'Delete' }).count()).toBe(0)

    // Taking the like back in the dialog shows on the card too.
    await dialog.getByRole('button', { name: 'Like Township Jazz Posters' }).click()
    await dialog.getByText('0 likes').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await card.getByText('0 likes').waitFor()
    // Focus is back on the card that opened it (restored as the dialog's exit ends).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Township Jazz Posters')

    await card.getByRole('button', { name: 'Township Jazz Posters', exact: true }).click()
    const owner = dialog.getByRole('link', { name: 'Bongani Zulu' })
    expect(await owner.getAttribute('href')).toBe(`/people/${maker.user!.id}`)
    await owner.click()
    await page.getByRole('heading', { name: 'Bongani Zulu', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/people/${maker.user!.id}`)
    await context.close()
  })

  it('edits a title through the dialog and shows the new title in the grid', async () => {
    const owner = await member('Lindiwe', 'Sithole')
    const imageUrl = await uploadImageByApi(owner, 800, 600)
    await createProject(suite.server, {
      owner: owner,
      title: 'Untitled Draft',
      projectType: 'photography',
      tags: ['NGO', 'portraits'],
      imageUrl,
    })

    const [context, page] = await pageAs(owner)
    await page.goto('/portfolio?tab=mine')
    const grid = page.getByRole('tabpanel', { name: 'My Projects' })
    await grid
      .getByRole('article', { name: 'Untitled Draft' })
      .getByRole('button', { name: 'Untitled Draft', exact: true })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Edit' }).click()
    await dialog.getByRole('heading', { name: 'Edit Project' }).waitFor()
    expect(await dialog.getByLabel('Project title').inputValue()).toBe('Untitled Draft')
    expect(await dialog.getByRole('combobox', { name: 'Project type' }).textContent()).toBe('Photography')
    await dialog.getByRole('button', { name: 'Remove image' }).waitFor()

    await dialog.getByLabel('Project title').fill('Faces of Khayelitsha')
    await dialog.getByLabel('Description').fill('Portraits for a community health NGO.')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Project updated').waitFor()
    // Back to the project, now as saved.
    await page
      .getByRole('dialog', { name: 'Faces of Khayelitsha' })
      .getByText('Portraits for a community health NGO.')
      .waitFor()
    await page.keyboard.press('Escape')

    await grid.getByRole('article', { name: 'Faces of Khayelitsha' }).waitFor()
    expect(await grid.getByRole('article', { name: 'Untitled Draft' }).count()).toBe(0)
    await page.reload()
    await grid.getByRole('article', { name: 'Faces of Khayelitsha' }).waitFor()
    const [stored] = (await owner.get<Project[]>('/api/portfolio/user')).body
    // The fields not touched stay as they were, the image included.
    expect(stored).toMatchObject({
      title: 'Faces of Khayelitsha',
      description: 'Portraits for a community health NGO.',
      projectType: 'photography',
      imageUrl,
    })
    await context.close()
  })

  it('shows visitors the project and its maker, without a profile link', async () => {
    const maker = await member('Fatima', 'Hendricks')
    await createProject(suite.server, {
      owner: maker,
      title: 'Bo-Kaap Doors',
      description: 'Painted doors, one street.',
    })
    const [context, page] = await pageAs(null)
    await page.goto('/portfolio')
    await page
      .getByRole('article', { name: 'Bo-Kaap Doors' })
      .getByRole('button', { name: 'Bo-Kaap Doors', exact: true })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Bo-Kaap Doors' })
    await dialog.getByText('Painted doors, one street.').waitFor()
    await dialog.getByText('Fatima Hendricks').waitFor()
    expect(await dialog.getByRole('link').count()).toBe(0)
    expect(await dialog.getByRole('button', { name: 'Edit' }).count()).toBe(0)
    await context.close()
  })

  it('never scrolls sideways at 360 px, with the longest titles, tags, names and descriptions', async () => {
    const owner = await member('Nomvuyiswa-Kgomotso', 'Mahlangu-Vilakazi van der Westhuizen')
    const longWord = 'Supercalifragilisticexpialidocious'.repeat(3)
    await createProject(suite.server, {
      owner: owner,
      title: `${longWord} ${'Retrospective '.repeat(4)}`.slice(0, 120),
      description: `${longWord.repeat(10)}\nhttps://example.com/${'a'.repeat(300)}`,
      projectType: 'product_design',
      tags: ['abcdefghijklmnopqrstuvwxyz1234', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ1234', 'third tag here', 'fourth'],
    })
    const [context, page] = await pageAs(owner, { viewport: { width: 360, height: 740 } })
    await page.goto('/portfolio')
    const card = page.getByRole('article').first()
    await card.waitFor()
    expect(await scrollsSideways(page)).toBe(false)
    await page.getByRole('tab', { name: 'My Projects' }).click()
    await page.getByRole('tabpanel', { name: 'My Projects' }).getByRole('article').first().waitFor()
    expect(await scrollsSideways(page)).toBe(false)
    await page
      .getByRole('tabpanel', { name: 'My Projects' })
      .getByRole('article')
      .first()
      .getByRole('button')
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Edit' }).waitFor()
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    expect(await scrollsSideways(page)).toBe(false)
    await context.close()
  })
})

describe('Portfolio accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`finds no violations for visitors and members in the ${theme} theme`, async () => {
      const owner = await member('Ama', 'Owusu')
      await createProject(suite.server, {
        owner: owner,
        title: `Axe ${theme} piece`,
        tags: ['one', 'two', 'three', 'four'],
      })
      await createProject(suite.server, { owner: owner, title: `Axe ${theme} private`, isPublic: false })

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
      await page.keyboard.press('Escape')

      // A project opened, then its edit form and its delete question.
      await page.getByRole('button', { name: `Axe ${theme} private`, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: `Axe ${theme} private` })
      await dialog.getByRole('button', { name: 'Edit' }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Edit' }).click()
      await page.getByRole('dialog', { name: 'Edit Project' }).waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
      await dialog.getByRole('button', { name: 'Delete' }).click()
      await page.getByRole('alertdialog').waitFor()
      expect(await findAxeViolations(page)).toEqual([])
      await context.close()
    })
  }
})
