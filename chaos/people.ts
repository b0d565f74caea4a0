// The two people of a chaos scenario, matched the way people match (both like each other), and the
// browser pages they chat in.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { DESKTOP, openAs } from '../e2e/browser'
import { type ApiClient, createUser } from '../test/client'

export interface Pair {
  sender: ApiClient
  viewer: ApiClient
  matchId: string
  conversationId: string
  /**
   * A message the viewer stored before the run: the embedded database is read back "after" it, and the
   * conversation is not empty, so both pages open on a list rather than on "No messages yet".
   */
  anchorId: string
}

/** Two onboarded people, matched through the swipe API on `url` (any instance: they share the data). */
export async function matchedPair(url: string, tag: string): Promise<Pair> {
  const [sender, viewer] = await Promise.all([
    createUser(url, { firstName: 'Sender', lastName: tag, profile: { profession: 'Writer' } }),
    createUser(url, { firstName: 'Viewer', lastName: tag, profile: { profession: 'Photographer' } }),
  ])
  const first = await sender.post('/api/swipes', { swipedId: viewer.user!.id, action: 'like' })
  if (first.status !== 201) throw new Error(`swipe failed: ${first.status} ${JSON.stringify(first.body)}`)
  const second = await viewer.post('/api/swipes', { swipedId: sender.user!.id, action: 'like' })
  if (!second.body?.isMatch) throw new Error(`no match: ${second.status} ${JSON.stringify(second.body)}`)
  const { id: matchId, conversationId } = second.body.match as { id: string; conversationId: string }
  const anchor = await viewer.post('/api/messages', {
    conversationId,
    content: `Ready when you are (${tag})`,
  })
  if (anchor.status !== 201)
    throw new Error(`anchor message: ${anchor.status} ${JSON.stringify(anchor.body)}`)
  return { sender, viewer, matchId, conversationId, anchorId: anchor.body.id }
}

/**
 * A fresh browser context signed in with the person's session cookie, its page on `instanceUrl`: the
 * page and its socket talk only to that instance. Desktop size, so the list and the chat show together.
 */
export async function signedInPage(
  browser: Browser,
  instanceUrl: string,
  person: ApiClient,
): Promise<{ context: BrowserContext; page: Page }> {
  const [context, page] = await openAs(browser, { url: instanceUrl }, person, { viewport: DESKTOP })
  return { context, page }
}
