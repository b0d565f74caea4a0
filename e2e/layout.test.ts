import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../test/client'
import { createTeam } from '../test/factories'
import { browserSuite } from './suite'

// No page scrolls sideways on a 360 px phone, even with the longest content people really
// write: double-barrelled names, a bio with a pasted link, a long custom profession, many long skills,
// long team and project names. Each page is opened at 360×640 and checked two ways: the document is no
// wider than the screen, and no element pokes out past its edge (an element can overflow without
// widening the document when an ancestor hides it: then it is cut off, which is as bad).

const suite = browserSuite()
const PHONE_SMALL = { width: 360, height: 640 }

/** A 60-character word: a pasted link, the kind of "word" that breaks layouts. */
const LONG_WORD = 'https://www.behance.net/nomathembavanderwesthuizen/motion-26'
const SENTENCE =
  'I direct motion and brand films for festivals, museums and start-ups between Gqeberha and Cape Town,'

const longProfile = {
  profession: 'Other',
  customProfession: 'Multidisciplinary Creative Director & Motion Graphics Designer',
  bio: `${SENTENCE} and I love a brief that needs words, pictures and code at once. See ${LONG_WORD} for the reel. ${SENTENCE.repeat(3)}`,
  location: 'Port Elizabeth, Eastern Cape',
  experience: 'Expert (10+ years)',
  hourlyRate: 125_000,
  skills: [
    'Accessibility-first interface design',
    'Adobe After Effects and Cinema 4D motion',
    'Three-dimensional character animation',
    'Brand identity systems and guidelines',
    'Documentary photography and retouching',
    'Typography',
    'Storyboarding',
    'Creative direction',
  ],
}

const LONG_NAME = { firstName: 'Nomathemba-Kgomotso', lastName: 'Van der Westhuizen-Mahlangu' }

/** A project title at the 120-character limit, and ten tags of up to 30. */
const LONG_PROJECT = {
  title:
    'Gqeberha Harbour Lights: an interactive projection-mapping festival identity, motion system and documentary photo series',
  description: `${SENTENCE} ${LONG_WORD} ${SENTENCE}`,
  projectType: 'product_design',
  tags: [
    'Projection mapping',
    'Festival identity design',
    'Interactive installations',
    'Motion graphics systems',
    'Documentary photography',
    'Eastern Cape heritage',
    'Community co-design',
    'Wayfinding and signage',
    'Experiential storytelling',
    'Nelson Mandela Bay',
  ],
}

let viewer: ApiClient
let partner: ApiClient
let stranger: ApiClient
let matchId: string
let teamId: string

beforeAll(async () => {
  const url = suite.server.url
  ;[viewer, partner, stranger] = await Promise.all([
    createUser(url, { ...LONG_NAME, profile: longProfile }),
    createUser(url, {
      firstName: 'Sibusisiwe-Thandolwethu',
      lastName: 'Wolmarans-Ramaphosa',
      profile: longProfile,
    }),
    createUser(url, {
      firstName: 'Kgomotsego-Nomvuyiswa',
      lastName: 'Oosthuizen-Dlamini',
      profile: longProfile,
    }),
  ])
  for (const person of [viewer, partner, stranger]) {
    const res = await person.put('/api/profile', {
      projectInterests: `${SENTENCE} ${LONG_WORD}`,
      collaborationStyle: `${SENTENCE} ${LONG_WORD}`,
    })
    expect(res.status).toBe(200)
  }
  // viewer and partner match, and talk with long words; stranger stays in viewer's Discover deck.
  expect((await viewer.post('/api/swipes', { swipedId: partner.user!.id, action: 'like' })).status).toBe(201)
  const liked = await partner.post('/api/swipes', { swipedId: viewer.user!.id, action: 'like' })
  expect(liked.body.isMatch).toBe(true)
  matchId = liked.body.match.id
  const conversationId = liked.body.match.conversationId
  for (const [sender, content] of [
    [partner, `${SENTENCE} ${LONG_WORD}`],
    [viewer, `${LONG_WORD}${LONG_WORD}`],
  ] as const) {
    expect((await sender.post('/api/messages', { conversationId, content })).status).toBe(201)
  }

  ;({ teamId } = await createTeam(suite.server, {
    owner: viewer,
    name: 'Ubuntu Collective: Gqeberha Motion, Branding and Interactive Storytelling Lab',
    description: `${SENTENCE} ${LONG_WORD} ${SENTENCE}`,
    projectType: 'ui_ux',
  }))
  for (const owner of [viewer, partner]) {
    expect((await owner.post('/api/portfolio', LONG_PROJECT)).status).toBe(201)
  }
})

/** What sticks out past the right (or left) edge of the screen, described for the failure message. */
function findSidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > width)
      found.push(`the document is ${document.documentElement.scrollWidth}px wide`)
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().slice(0, 40)
      const rect = element.getBoundingClientRect()
      const id = element.id ? `#${element.id}` : ''
      return `<${element.tagName.toLowerCase()}${id}> ${Math.round(rect.left)}..${Math.round(rect.right)} "${text}"`
    }
    // An element past the edge is fine inside something that scrolls sideways on purpose, or that clips
    // it within the page (a truncated line): what matters is what the person sees cut off or scrolling.
    const contained = (node: Node) => {
      for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
        const { overflowX } = getComputedStyle(box)
        if (overflowX === 'visible') continue
        const rect = box.getBoundingClientRect()
        if (overflowX === 'auto' || overflowX === 'scroll' || rect.right < width - 1) return true
      }
      return false
    }
    const outside = (rect: DOMRect) =>
      rect.width > 0 && rect.height > 0 && (rect.right > width + 1 || rect.left < -1)
    for (const element of document.body.querySelectorAll('*')) {
      if (!outside(element.getBoundingClientRect())) continue
      if (getComputedStyle(element).visibility === 'hidden' || contained(element)) continue
      found.push(describe(element))
      if (found.length >= 5) return found
    }
    // A word too long for its line overflows its element without making the element any wider: it may
    // run past the screen's edge, or out of its card across the border.
    const blockOf = (element: Element) => {
      let box: Element | null = element
      while (box?.parentElement && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement
      return box ?? element
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !node.textContent?.trim()) continue
      if (getComputedStyle(parent).visibility === 'hidden' || contained(node)) continue
      range.selectNodeContents(node)
      const lines = [...range.getClientRects()]
      const box = blockOf(parent).getBoundingClientRect()
      if (lines.some(outside)) found.push(`text in ${describe(parent)}`)
      else if (lines.some((line) => line.width > 0 && line.right > box.right + 2))
        found.push(`text running out of ${describe(blockOf(parent))}`)
      if (found.length >= 5) break
    }
    return found
  })
}

type Check = { name: string; path: () => string; ready: (page: Page) => Promise<unknown> }

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor()
const text = (value: string) => (page: Page) => page.getByText(value).first().waitFor()

const VISITOR_PAGES: Check[] = [
  { name: 'landing', path: () => '/', ready: heading },
  { name: 'demo', path: () => '/demo', ready: heading },
  { name: 'sign-in', path: () => '/sign-in', ready: heading },
  { name: 'discover (preview)', path: () => '/discover', ready: heading },
  { name: 'teams', path: () => '/teams', ready: heading },
  { name: 'portfolio', path: () => '/portfolio', ready: text(LONG_PROJECT.title) },
  { name: 'privacy policy', path: () => '/privacy-policy', ready: heading },
  { name: 'terms of service', path: () => '/terms-of-service', ready: heading },
  { name: '404', path: () => '/no-such-page', ready: heading },
]

const MEMBER_PAGES: Check[] = [
  { name: 'home', path: () => '/', ready: text(LONG_PROJECT.title) },
  { name: 'discover', path: () => '/discover', ready: text('Kgomotsego-Nomvuyiswa') },
  { name: 'matches with a chat open', path: () => `/matches?match=${matchId}`, ready: text(LONG_WORD) },
  { name: 'teams with a team open', path: () => `/teams?team=${teamId}`, ready: heading },
  { name: 'portfolio', path: () => '/portfolio', ready: text(LONG_PROJECT.title) },
  { name: 'my projects', path: () => '/portfolio?tab=mine', ready: text(LONG_PROJECT.title) },
  { name: 'profile', path: () => '/profile', ready: text(longProfile.customProfession) },
  { name: 'a public profile', path: () => `/people/${partner.user!.id}`, ready: text('Wolmarans-Ramaphosa') },
  { name: 'settings', path: () => '/settings', ready: heading },
  { name: 'privacy policy', path: () => '/privacy-policy', ready: heading },
  { name: 'terms of service', path: () => '/terms-of-service', ready: heading },
  { name: '404', path: () => '/no-such-page', ready: heading },
]

async function expectNoSidewaysScroll(who: 'visitor' | 'member', check: Check, language: string) {
  // A visitor reads the browser's language, a member their setting's.
  if (who === 'member') expect((await viewer.put('/api/settings/app', { language })).status).toBe(200)
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: PHONE_SMALL,
    locale: language,
  })
  if (who === 'member') {
    const url = suite.server.url
    await context.addCookies(
      [...viewer.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true })),
    )
  }
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await page.goto(check.path())
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language)
  await check.ready(page)
  await page.waitForLoadState('networkidle')
  expect(await findSidewaysOverflow(page), `${who}: ${check.name} in ${language}`).toEqual([])
  await context.close()
}

// English, and German for its long compound words ("Datenschutzerklärung").
for (const language of ['en', 'de']) {
  describe(`no sideways scroll at 360×640 with the longest realistic content, in ${language}`, () => {
    for (const check of VISITOR_PAGES) {
      it(`for a visitor: ${check.name}`, () => expectNoSidewaysScroll('visitor', check, language))
    }
    for (const check of MEMBER_PAGES) {
      it(`for a member: ${check.name}`, () => expectNoSidewaysScroll('member', check, language))
    }
  })
}
