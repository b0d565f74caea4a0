import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../server/db/schema'
import { uploadImage } from '../server/features/uploads/upload-test-kit'
import { type ApiClient, createUser } from '../test/client'
import { createProject } from '../test/factories'
import { startTestServer, type TestServer } from '../test/server'

// A shared link to a public project previews with its title, words and picture. The
// previews come from crawlers that run no script, so the tags are in the HTML the server sends (the
// built index.html, hence this file's place beside the browser tests). Plain HTTP, no browser.
const PUBLIC_URL = 'https://bubbles.example'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL })
})
afterAll(() => server?.close())

const member = (firstName: string, lastName = 'Tester') =>
  createUser(server.url, { firstName, lastName, profile: {} })

/** The page as a browser or a crawler gets it: `as` signed in (their cookie), or signed out. */
async function page(path: string, as?: ApiClient) {
  const res = await fetch(new URL(path, server.url), {
    headers: as ? { cookie: as.cookieHeader } : {},
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/html/)
  return res.text()
}

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')

/** Every preview tag of the page: { 'og:title': '...', 'twitter:card': '...' }, values unescaped. */
function previewTags(html: string) {
  const tags: Record<string, string> = {}
  for (const [, key, value] of html.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)"/g,
  )) {
    tags[key!] = decode(value!)
  }
  return tags
}

describe('link previews (Open Graph)', () => {
  it('gives a public project its title, words, absolute picture and address, escaped', async () => {
    const maker = await member('Thandi', 'Nkosi')
    const imageUrl = await uploadImage(maker)
    const title = `Pots & "Pans" <script>alert(1)</script> 'glaze' $& $1`
    const project = await createProject(server, {
      owner: maker,
      title,
      description: `Stoneware for a <b>Woodstock</b> café.\n\nFired  twice.`,
      imageUrl,
    })
    const html = await page(`/portfolio/${project.id}`)
    expect(previewTags(html)).toEqual({
      'og:type': 'website',
      'og:site_name': 'Bubbles',
      'og:title': title,
      'og:description': 'Stoneware for a <b>Woodstock</b> café. Fired twice.',
      'og:url': `${PUBLIC_URL}/portfolio/${project.id}`,
      'og:image': `${PUBLIC_URL}${imageUrl}`,
      'og:image:alt': title,
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': 'Stoneware for a <b>Woodstock</b> café. Fired twice.',
      'twitter:image': `${PUBLIC_URL}${imageUrl}`,
    })
    // Escaped where it stands: no tag of the title's reaches the page, and `$&` stays as typed.
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).not.toContain('<b>Woodstock')
    expect(html).toContain(
      'content="Pots &amp; &quot;Pans&quot; &lt;script&gt;alert(1)&lt;/script&gt; &#39;glaze&#39; $&amp; $1"',
    )
    // The tags are in the head, once; the app itself is still the page.
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.match(/property="og:title"/g)).toHaveLength(1)
    expect(html).toContain('<div id="root">')
    // Members following the link get the same preview.
    expect(previewTags(await page(`/portfolio/${project.id}`, await member('Viewer')))['og:title']).toBe(
      title,
    )
  })

  it('falls back to the maker’s name and the app’s icon for a project without words or picture', async () => {
    const maker = await member('Sipho', 'Dlamini')
    const project = await createProject(server, { owner: maker, title: 'Untitled sketches' })
    const tags = previewTags(await page(`/portfolio/${project.id}/`))
    expect(tags).toMatchObject({
      'og:title': 'Untitled sketches',
      'og:description': 'Sipho Dlamini',
      'og:image': `${PUBLIC_URL}/icons/icon-512.png`,
      'twitter:card': 'summary',
    })
  })

  it('keeps a long description to a preview’s length, an external picture as it is', async () => {
    const maker = await member('Ayanda')
    const project = await createProject(server, {
      owner: maker,
      title: 'Long read',
      description: 'Kwaito '.repeat(100),
      imageUrl: 'https://img.example/work.png',
    })
    const tags = previewTags(await page(`/portfolio/${project.id}?from=share`))
    expect(Array.from(tags['og:description']!).length).toBeLessThanOrEqual(200)
    expect(tags['og:description']).toMatch(/^Kwaito Kwaito .*…$/)
    expect(tags['og:image']).toBe('https://img.example/work.png')
  })

  it('gives no preview for a private project, even to its owner', async () => {
    const maker = await member('Private')
    const project = await createProject(server, { owner: maker, title: 'Secret draft', isPublic: false })
    for (const viewer of [undefined, maker, await member('Curious')]) {
      const html = await page(`/portfolio/${project.id}`, viewer)
      expect(previewTags(html)).toEqual({})
      expect(html).not.toContain('Secret draft')
    }
  })

  it('gives none to a member blocked either way, or for a suspended maker, while crawlers get it', async () => {
    const [maker, blocked, blocker, suspended] = await Promise.all([
      member('Maker'),
      member('Blocked'),
      member('Blocker'),
      member('Suspended'),
    ])
    const project = await createProject(server, { owner: maker, title: 'Township Jazz' })
    const hidden = await createProject(server, { owner: suspended, title: 'Gone quiet' })
    expect((await maker.post('/api/blocks', { userId: blocked.user!.id })).status).toBe(204)
    expect((await blocker.post('/api/blocks', { userId: maker.user!.id })).status).toBe(204)
    await server.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user!.id))

    for (const viewer of [blocked, blocker]) {
      expect(previewTags(await page(`/portfolio/${project.id}`, viewer))).toEqual({})
    }
    expect(previewTags(await page(`/portfolio/${project.id}`))['og:title']).toBe('Township Jazz')
    expect(previewTags(await page(`/portfolio/${hidden.id}`))).toEqual({})
  })

  it('gives none for unknown or malformed projects, people’s pages and other pages', async () => {
    const person = await member('Person')
    await createProject(server, { owner: person, title: 'Not on this page' })
    for (const path of [
      `/portfolio/${crypto.randomUUID()}`,
      '/portfolio/not-a-uuid',
      '/portfolio/%3Cscript%3E',
      `/people/${person.user!.id}`,
      '/portfolio',
      '/',
    ]) {
      const html = await page(path)
      expect(previewTags(html)).toEqual({})
      expect(html).not.toContain('Not on this page')
    }
  })
})
