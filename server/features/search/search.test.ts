import type { Conversation, TeamChat } from '@shared/schemas/chat'
import type { DiscoverCard } from '@shared/schemas/discover'
import type { Project } from '@shared/schemas/portfolio'
import type { SearchTop } from '@shared/schemas/search'
import type { DiscoverTeam } from '@shared/schemas/teams'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../../../test/client'
import { createMatch, createMember, createProject, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { messages, profiles, teamMessages, users } from '../../db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

// Each test searches for words of its own, so what other tests made never shows in its results.
let counter = 0
const word = (stem: string) => `${stem}${'qxzvkw'[counter % 6]}${'jpfmhb'[Math.floor(counter++ / 6) % 6]}`

const people = (client: ApiClient, q: string) =>
  client.get<{ items: DiscoverCard[] }>(`/api/search?kind=people&q=${encodeURIComponent(q)}`)
const peopleIds = async (client: ApiClient, q: string) => {
  const res = await people(client, q)
  expect(res.status).toBe(200)
  return res.body.items.map((card) => card.user.id)
}
const projectIds = async (client: ApiClient, q: string) => {
  const res = await client.get<{ items: Project[] }>(`/api/search?kind=projects&q=${encodeURIComponent(q)}`)
  expect(res.status).toBe(200)
  return res.body.items.map((project) => project.id)
}
const teamIds = async (client: ApiClient, q: string) => {
  const res = await client.get<{ items: DiscoverTeam[] }>(`/api/search?kind=teams&q=${encodeURIComponent(q)}`)
  expect(res.status).toBe(200)
  return res.body.items.map((team) => team.id)
}

describe('GET /api/search: matching', () => {
  it('finds Zoë by zoe and Lindiwe by lindwe', async () => {
    const surname = word('Mokoena')
    const zoe = await createMember(server, { firstName: 'Zoë', lastName: surname, profile: {} })
    const lindiwe = await createMember(server, { firstName: 'Lindiwe', lastName: surname, profile: {} })
    const searcher = await createMember(server, { profile: {} })
    expect(await peopleIds(searcher, `zoe ${surname.toLowerCase()}`)).toEqual([zoe.user!.id])
    expect(await peopleIds(searcher, `ZOË ${surname}`)).toEqual([zoe.user!.id])
    expect(await peopleIds(searcher, `lindwe ${surname}`)).toEqual([lindiwe.user!.id])
  })

  it('finds by a prefix, a misspelt skill and several words that narrow, exact names first', async () => {
    const place = word('Durbanville')
    const figma = await createMember(server, {
      profile: { profession: 'Photographer', skills: ['Figma'], location: `${place}, KwaZulu-Natal` },
    })
    const other = await createMember(server, {
      profile: { profession: 'Photographer', skills: ['Lightroom'], location: `${place}, KwaZulu-Natal` },
    })
    const searcher = await createMember(server, { profile: {} })
    expect(new Set(await peopleIds(searcher, `photo ${place.slice(0, 8)}`))).toEqual(
      new Set([figma.user!.id, other.user!.id]),
    )
    expect(await peopleIds(searcher, `figma ${place}`)).toEqual([figma.user!.id])
    expect(await peopleIds(searcher, `figam ${place}`)).toEqual([figma.user!.id])

    // An exact name ranks above a word match, whoever was active last.
    const name = word('Thandeka')
    const exact = await createMember(server, { firstName: name, lastName: 'Dube', profile: {} })
    const inBio = await createMember(server, {
      profile: { bio: `I often work with ${name} Dube on shoots.` },
    })
    await server.db
      .update(users)
      .set({ lastActiveAt: new Date(Date.now() - 86_400_000) })
      .where(eq(users.id, exact.user!.id))
    expect(await peopleIds(searcher, `${name} Dube`)).toEqual([exact.user!.id, inBio.user!.id])
  })

  it('finds projects by a tag and teams by their description', async () => {
    const tag = word('packaging')
    const owner = await createMember(server, { profile: {} })
    const tagged = await createProject(server, { owner, title: 'Juice boxes', tags: [tag] })
    const described = await createProject(server, {
      owner,
      title: 'Shelf talkers',
      description: `Some ${tag} work`,
    })
    const searcher = await createMember(server, { profile: {} })
    expect(await projectIds(searcher, tag)).toEqual([tagged.id, described.id])
    const music = word('musicapp')
    const team = await createTeam(server, {
      name: 'Beat makers',
      description: `Building a ${music} for Soweto`,
    })
    expect(await teamIds(searcher, music)).toEqual([team.teamId])
  })

  it('finds an edited project by its new title and accented tag, and no longer by the old ones', async () => {
    const [before, after] = [word('poster'), word('café')]
    const owner = await createMember(server, { profile: {} })
    const project = await createProject(server, { owner, title: `Festival ${before}`, tags: [before] })
    const searcher = await createMember(server, { profile: {} })
    expect(await projectIds(searcher, before)).toEqual([project.id])
    const edited = await owner.patch(`/api/portfolio/${project.id}`, { title: 'Menu boards', tags: [after] })
    expect(edited.status).toBe(200)
    expect(await projectIds(searcher, before)).toEqual([])
    // The stored folded text follows the edit: the tag without its accent finds it, first as an exact tag.
    expect(await projectIds(searcher, after.replace('é', 'e'))).toEqual([project.id])
    expect(await projectIds(searcher, 'menu boards')).toEqual([project.id])
  })

  it('finds a renamed team by its new accented name, an exact name first, and no longer by the old one', async () => {
    const [before, after] = [word('Ubuntu'), word('Zoë')]
    const team = await createTeam(server, {
      name: `${before} Sounds`,
      description: 'A music app for buskers',
    })
    // Another team holds the new name inside its description: a word match, ranked below the exact name.
    const other = await createTeam(server, { name: 'Street sounds', description: `Made with ${after} crew` })
    const searcher = await createMember(server, { profile: {} })
    expect(await teamIds(searcher, before)).toEqual([team.teamId])
    const renamed = await team.owner.put(`/api/teams/${team.teamId}`, { name: after })
    expect(renamed.status).toBe(200)
    expect(await teamIds(searcher, before)).toEqual([])
    // The stored folded name follows the edit: without its accent it finds the team, first as an exact name.
    expect(await teamIds(searcher, after.replace('ë', 'e'))).toEqual([team.teamId, other.teamId])
  })

  it('answers the top five of each kind without a kind, paging one kind with x-next-cursor', async () => {
    const stem = word('Sibusiso')
    for (let i = 0; i < 7; i++) await createMember(server, { firstName: stem, profile: {} })
    const searcher = await createMember(server, { profile: {} })
    const top = await searcher.get<SearchTop>(`/api/search?q=${stem}`)
    expect(top.status).toBe(200)
    expect(top.body.people).toHaveLength(5)
    expect(top.body.projects).toEqual([])
    expect(top.body.teams).toEqual([])

    const first = await searcher.get<{ items: DiscoverCard[] }>(`/api/search?kind=people&limit=4&q=${stem}`)
    const cursor = first.headers.get('x-next-cursor')
    expect(first.body.items).toHaveLength(4)
    expect(cursor).toBeTruthy()
    const second = await searcher.get<{ items: DiscoverCard[] }>(
      `/api/search?kind=people&limit=4&q=${stem}&cursor=${cursor}`,
    )
    expect(second.body.items).toHaveLength(3)
    expect(second.headers.get('x-next-cursor')).toBeNull()
    const all = [...first.body.items, ...second.body.items].map((card) => card.user.id)
    expect(new Set(all).size).toBe(7)
  })
})

describe('GET /api/search: bad input', () => {
  it('a percent sign is a character, not a wildcard', async () => {
    const stem = word('Kwanele')
    const percent = await createMember(server, { profile: { bio: `${stem} gives 100% every time.` } })
    await createMember(server, { profile: { bio: `${stem} has 100 clients.` } })
    const searcher = await createMember(server, { profile: {} })
    expect(await peopleIds(searcher, `${stem} 100%`)).toEqual([percent.user!.id])
    // Wildcards and punctuation alone match nothing, never everyone.
    for (const q of ['%%', '__', '%_%', "''", '\\\\', '* *']) expect(await peopleIds(searcher, q)).toEqual([])
    expect(await peopleIds(searcher, `${stem}_`)).toEqual([])
  })

  it('answers a clear 400 for a query too short or too long, a NUL byte or a bad kind or cursor', async () => {
    const searcher = await createMember(server, { profile: {} })
    for (const query of [
      'q=a',
      'q=%20%20a%20',
      `q=${'x'.repeat(101)}`,
      'q=ab%00c',
      'q=ab&kind=users',
      'q=ab&kind=people&cursor=nope',
      '',
    ]) {
      const res = await searcher.get(`/api/search?${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body.message).toBeTruthy()
    }
    // SQL fragments and quotes are searched for, as text.
    for (const q of ["' or 1=1 --", 'robert"); drop table users;--', "O'Brien"]) {
      expect((await people(searcher, q)).status).toBe(200)
    }
  })

  it('is budgeted per person: searching on and on meets 429', async () => {
    const budgeted = await startTestServer({}, { realRateLimits: true })
    try {
      const searcher = await createMember(budgeted, { profile: {} })
      let status = 200
      for (let i = 0; i < 700 && status === 200; i++) status = (await people(searcher, `name${i}`)).status
      expect(status).toBe(429)
    } finally {
      await budgeted.close()
    }
    // Six hundred searches in a row, on a server of its own.
  }, 60_000)
})

describe('GET /api/search: privacy', () => {
  it('a hidden profile is found only by its matches', async () => {
    const name = word('Nomvula')
    const hidden = await createMember(server, { firstName: name, profile: {} })
    await server.db
      .update(profiles)
      .set({ showInDiscovery: false })
      .where(eq(profiles.userId, hidden.user!.id))
    const { a: match } = await createMatch(server, { b: hidden })
    const stranger = await createMember(server, { profile: {} })
    const teammate = await createMember(server, { profile: {} })
    await createTeam(server, { owner: teammate, members: [hidden] })
    expect(await peopleIds(match, name)).toEqual([hidden.user!.id])
    expect(await peopleIds(teammate, name)).toEqual([hidden.user!.id])
    expect(await peopleIds(stranger, name)).toEqual([])
    expect(await peopleIds(new ApiClient(server.url), name)).toEqual([])

    // Friends-only: matches only (as its page). Private: nobody. Suspended: nobody.
    await server.db
      .update(profiles)
      .set({ showInDiscovery: true, profileVisibility: 'friends' })
      .where(eq(profiles.userId, hidden.user!.id))
    expect(await peopleIds(match, name)).toEqual([hidden.user!.id])
    expect(await peopleIds(stranger, name)).toEqual([])
    await server.db
      .update(profiles)
      .set({ profileVisibility: 'private' })
      .where(eq(profiles.userId, hidden.user!.id))
    expect(await peopleIds(match, name)).toEqual([])
    expect(await peopleIds(hidden, name)).toEqual([hidden.user!.id])
    await server.db
      .update(profiles)
      .set({ profileVisibility: 'public' })
      .where(eq(profiles.userId, hidden.user!.id))
    expect(await peopleIds(stranger, name)).toEqual([hidden.user!.id])
    await server.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, hidden.user!.id))
    expect(await peopleIds(match, name)).toEqual([])
  })

  it('blocked people never find each other', async () => {
    const stem = word('Ayanda')
    const blocker = await createMember(server, { firstName: stem, profile: {} })
    const blocked = await createMember(server, { firstName: stem, profile: {} })
    const project = await createProject(server, { owner: blocked, title: `${stem} murals` })
    const team = await createTeam(server, { owner: blocked, name: `${stem} crew` })
    expect(await peopleIds(blocker, stem)).toContain(blocked.user!.id)
    expect((await blocker.post('/api/blocks', { userId: blocked.user!.id })).status).toBeLessThan(300)
    for (const [from, to] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      expect(await peopleIds(from, stem)).not.toContain(to.user!.id)
    }
    expect(await projectIds(blocker, stem)).not.toContain(project.id)
    // Teams follow the team rules (public to every member), as Find Teams does.
    expect(await teamIds(blocker, stem)).toEqual([team.teamId])
  })

  it('a private project is found only by its owner', async () => {
    const stem = word('Ubuntu')
    const owner = await createMember(server, { profile: {} })
    const project = await createProject(server, { owner, title: `${stem} zine` })
    const other = await createMember(server, { profile: {} })
    const visitor = new ApiClient(server.url)
    expect(await projectIds(other, stem)).toEqual([project.id])
    expect(await projectIds(visitor, stem)).toEqual([project.id])
    expect((await owner.request('PATCH', `/api/portfolio/${project.id}`, { isPublic: false })).status).toBe(
      200,
    )
    expect(await projectIds(owner, stem)).toEqual([project.id])
    expect(await projectIds(other, stem)).toEqual([])
    expect(await projectIds(visitor, stem)).toEqual([])
  })

  it('a private team is found only by its members', async () => {
    const stem = word('Imbizo')
    const member = await createMember(server, { profile: {} })
    const team = await createTeam(server, { name: `${stem} studio`, isPublic: false, members: [member] })
    const other = await createMember(server, { profile: {} })
    expect(await teamIds(team.owner, stem)).toEqual([team.teamId])
    expect(await teamIds(member, stem)).toEqual([team.teamId])
    expect(await teamIds(other, stem)).toEqual([])
    expect(await teamIds(new ApiClient(server.url), stem)).toEqual([])
  })

  it('visitors find the demo people and public projects only', async () => {
    const stem = word('Bheki')
    const demo = await createMember(server, { firstName: stem, profile: {} })
    const member = await createMember(server, { firstName: stem, profile: {} })
    await server.db.update(users).set({ isDemo: true }).where(eq(users.id, demo.user!.id))
    const visitor = new ApiClient(server.url)
    expect(await peopleIds(visitor, stem)).toEqual([demo.user!.id])
    expect(new Set(await peopleIds(member, stem))).toEqual(new Set([demo.user!.id, member.user!.id]))
  })
})

describe('chat search', () => {
  it("a chat search returns only that chat's messages, for members only", async () => {
    const stem = word('brief')
    const { a, b, matchId, conversationId } = await createMatch(server)
    const { conversationId: otherConversation } = await createMatch(server, { a })
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000)
    await server.db.insert(messages).values([
      {
        conversationId,
        senderId: a.user!.id,
        content: `The client's ${stem} is attached`,
        createdAt: at(30),
      },
      { conversationId, senderId: b.user!.id, content: 'Nothing to see here', createdAt: at(20) },
      {
        conversationId,
        senderId: b.user!.id,
        content: `Revised ${stem.toUpperCase()} today`,
        createdAt: at(10),
      },
      {
        conversationId: otherConversation,
        senderId: a.user!.id,
        content: `Another ${stem}`,
        createdAt: at(5),
      },
    ])
    const res = await b.get<Conversation>(`/api/conversations/${matchId}/messages?q=${stem}&limit=1`)
    expect(res.status).toBe(200)
    expect(res.body.messages.map((m) => m.content)).toEqual([`Revised ${stem.toUpperCase()} today`])
    expect(res.body.hasMore).toBe(true)
    const older = await b.get<Conversation>(
      `/api/conversations/${matchId}/messages?q=${stem}&limit=1&before=${res.body.messages[0]!.id}`,
    )
    expect(older.body.messages.map((m) => m.content)).toEqual([`The client's ${stem} is attached`])
    expect(older.body.hasMore).toBe(false)
    const stranger = await createMember(server, { profile: {} })
    expect((await stranger.get(`/api/conversations/${matchId}/messages?q=${stem}`)).status).toBe(403)
    expect(
      (await new ApiClient(server.url).get(`/api/conversations/${matchId}/messages?q=${stem}`)).status,
    ).toBe(401)
    expect((await b.get(`/api/conversations/${matchId}/messages?q=x`)).status).toBe(400)

    const team = await createTeam(server, { owner: a })
    const otherTeam = await createTeam(server, { owner: a })
    await server.db.insert(teamMessages).values([
      { teamId: team.teamId, senderId: a.user!.id, content: `Team ${stem} v1`, createdAt: at(3) },
      { teamId: otherTeam.teamId, senderId: a.user!.id, content: `Other ${stem}`, createdAt: at(2) },
    ])
    const teamHits = await a.get<TeamChat>(`/api/teams/${team.teamId}/chat?q=${stem}`)
    expect(teamHits.body.messages.map((m) => m.content)).toEqual([`Team ${stem} v1`])
    expect((await b.get(`/api/teams/${team.teamId}/chat?q=${stem}`)).status).toBe(403)
  })
})
