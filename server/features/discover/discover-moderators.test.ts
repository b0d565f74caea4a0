import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { users } from '../../db/schema'
import { syncModerators } from '../safety/moderators'
import { fetchAllPages, idOf, idsOf, newTag, taggedLocation } from './discover-test-kit'

// Moderators (ADMIN_EMAILS) are staff, never cards in anyone's Discover deck.
const MODERATOR = 'deck-moderator@bubbles.example'
let server: TestServer
beforeAll(async () => {
  // As people write it in the environment: spaces and capitals are not part of the address.
  server = await startTestServer({ ADMIN_EMAILS: ` ${MODERATOR.toUpperCase()} ` })
  // A fresh deck's order is served again for a while (dealt-cache.ts); these tests change who is a
  // moderator between two looks at the same deck, so every look deals anew, from the top as it is now
  // (a deck's top is shared between callers for a while too: shared-top.ts).
  server.app.config.discoverDealCacheMs = 0
  server.app.config.discoverSharedTopMs = 0
})
afterAll(() => server.close())

/** A person with a public profile at a place only this test uses. */
const personAt = (tag: string, firstName: string, email?: string) =>
  createUser(server.url, { firstName, email, profile: { location: taggedLocation(tag) } })

/** The people `viewer` is dealt: the tagged place's deck, and the first page of the unfiltered one. */
async function dealtTo(viewer: Awaited<ReturnType<typeof personAt>>, tag: string) {
  const tagged = (await fetchAllPages(viewer, { location: tag })).flat()
  const unfiltered = (await fetchAllPages(viewer, {})).flat()
  return new Set([...idsOf(tagged), ...idsOf(unfiltered)])
}

describe('Discover and moderators', () => {
  it('never deals a moderator who has a profile, and still deals everyone else', async () => {
    const tag = newTag()
    const [moderator, creative, viewer] = await Promise.all([
      personAt(tag, 'Mod', MODERATOR),
      personAt(tag, 'Creative'),
      personAt(tag, 'Viewer'),
    ])
    expect(moderator.user!.isAdmin).toBe(true)
    const dealt = await dealtTo(viewer, tag)
    expect(dealt.has(idOf(creative))).toBe(true)
    expect(dealt.has(idOf(moderator))).toBe(false)
    // Not to another moderator either, nor back to themselves.
    const alsoSeen = await dealtTo(moderator, tag)
    expect(alsoSeen.has(idOf(creative))).toBe(true)
    expect(alsoSeen.has(idOf(moderator))).toBe(false)
  })

  it('follows the address: one that becomes a moderator’s is hidden, one that stops being one is dealt', async () => {
    const tag = newTag()
    const [person, viewer] = await Promise.all([personAt(tag, 'Changing'), personAt(tag, 'Viewer')])
    const setEmail = (email: string) =>
      server.db
        .update(users)
        .set({ email })
        .where(eq(users.id, idOf(person)))

    const other = `other-${tag}@bubbles.example`
    await syncModerators({ db: server.db, adminEmails: new Set([MODERATOR, other]) })
    try {
      // A confirmed email change writes the new address the same way.
      await setEmail(other)
      expect((await dealtTo(viewer, tag)).has(idOf(person))).toBe(false)
      await setEmail(`changing-${tag}@example.com`)
      expect((await dealtTo(viewer, tag)).has(idOf(person))).toBe(true)
    } finally {
      await syncModerators({ db: server.db, adminEmails: new Set([MODERATOR]) })
    }
  })

  it('follows ADMIN_EMAILS at start-up: people named since are hidden, people no longer named are dealt', async () => {
    const tag = newTag()
    const [named, viewer] = await Promise.all([personAt(tag, 'Named'), personAt(tag, 'Viewer')])
    const namedEmail = named.user!.email
    expect((await dealtTo(viewer, tag)).has(idOf(named))).toBe(true)

    // A restart with another ADMIN_EMAILS: the start-up sync is what runs then.
    await syncModerators({ db: server.db, adminEmails: new Set([MODERATOR, namedEmail]) })
    try {
      expect((await dealtTo(viewer, tag)).has(idOf(named))).toBe(false)
    } finally {
      await syncModerators({ db: server.db, adminEmails: new Set([MODERATOR]) })
    }
    expect((await dealtTo(viewer, tag)).has(idOf(named))).toBe(true)
  })
})
