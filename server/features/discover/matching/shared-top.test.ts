import { setTimeout as delay } from 'node:timers/promises'
import type { DiscoverCard } from '@shared/schemas/discover'
import type { CreateProfileInput } from '@shared/schemas/profile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createUser } from '../../../../test/client'
import { startTestServer, type TestServer } from '../../../../test/server'
import { discoverPath, idOf, idsOf, newTag, taggedLocation } from '../discover-test-kit'
import { CHECK_MS } from './shared-top'

// The default refresh (30 s): a deck's top, once read, is shared by its callers for the whole test.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  // Each look deals anew (no caller's own deal served again): what is shared is the deck's top only.
  server.app.config.discoverDealCacheMs = 0
})
afterAll(() => server.close())

const person = (tag: string, profile: Partial<CreateProfileInput> = {}) =>
  createUser(server.url, { profile: { location: taggedLocation(tag), ...profile } })
const firstPage = async (me: ApiClient, tag: string) => {
  const res = await me.get<DiscoverCard[]>(discoverPath({ location: tag }))
  expect(res.status).toBe(200)
  return idsOf(res.body)
}

describe('GET /api/profiles/discover: the top of a deck shared by its callers (shared-top.ts)', () => {
  it('leaves out the caller, whom they swiped or blocked, and, once checked again, people hidden since it was read; a newcomer joins when it is read again', async () => {
    const tag = newTag()
    const [first, second, ...others] = await Promise.all(Array.from({ length: 7 }, () => person(tag)))
    const [passed, blocker, hiding, liker, stays] = others as [
      ApiClient,
      ApiClient,
      ApiClient,
      ApiClient,
      ApiClient,
    ]
    // The first caller's deal reads the top: everyone but themselves.
    expect(new Set(await firstPage(first!, tag))).toEqual(new Set([second, ...others].map((p) => idOf(p!))))

    expect((await second!.post('/api/swipes', { swipedId: idOf(passed), action: 'pass' })).status).toBe(201)
    expect((await blocker.post('/api/blocks', { userId: idOf(second!) })).status).toBeLessThan(300)
    expect((await liker.post('/api/swipes', { swipedId: idOf(second!), action: 'like' })).status).toBe(201)
    const newcomer = await person(tag)

    // The second caller is dealt from the same top, checked again and unchanged: their own swipes and
    // blocks come out, whoever liked them leads (never said on the card), and the newcomer waits for the
    // next read.
    await delay(CHECK_MS + 50)
    const dealt = await firstPage(second!, tag)
    expect(dealt[0]).toBe(idOf(liker))
    expect(new Set(dealt)).toEqual(new Set([first, hiding, liker, stays].map((p) => idOf(p!))))

    // Someone in the top hides: the next check finds it, and the top is read anew, newcomer and all.
    expect((await hiding.put('/api/settings/privacy', { showInDiscovery: false })).status).toBe(200)
    await delay(CHECK_MS + 50)
    expect(new Set(await firstPage(second!, tag))).toEqual(
      new Set([first, liker, stays, newcomer].map((p) => idOf(p!))),
    )
  })
})
