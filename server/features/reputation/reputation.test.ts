import type { User } from '@shared/schemas/auth'
import type { ReviewList } from '@shared/schemas/reputation'
import type { Team } from '@shared/schemas/teams'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../test/client'
import { createMatch, createMember, createTeam } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/server'
import { profiles, reviews } from '../../db/schema'
import { completedDaysAgo, createCompletedTeam, profileOf, review, reviewsOf } from './reputation-test-kit'

const ADMIN = 'reputation-moderator@bubbles.example'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN })
})
afterAll(() => server.close())

// One moderator for the file: their address signs in one account.
let moderator: Promise<ApiClient> | undefined
const signInModerator = () => {
  moderator ??= createMember(server, { email: ADMIN })
  return moderator
}

describe('completing a team', () => {
  it("only the owner completes a team, and its crew's projectsCompleted rises by one", async () => {
    const owner = await createMember(server, { firstName: 'Lerato' })
    const member = await createMember(server, { firstName: 'Sipho' })
    const outsider = await createMember(server)
    const team = await createTeam(server, { owner, members: [member] })

    expect((await member.post(`/api/teams/${team.id}/complete`)).status).toBe(403)
    expect((await outsider.post(`/api/teams/${team.id}/complete`)).status).toBe(403)
    const done = await owner.post<Team>(`/api/teams/${team.id}/complete`)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ status: 'completed', completedAt: expect.any(String) })
    expect((await owner.post(`/api/teams/${team.id}/complete`)).status).toBe(409)

    // Profile, home stats (the signed-in user) and the Discover card all carry it.
    expect((await profileOf(outsider, member)).projectsCompleted).toBe(1)
    const me = await member.get<User>('/api/auth/user')
    expect(me.body.profile).toMatchObject({ projectsCompleted: 1, rating: 5, reviewCount: 0 })
    expect((await profileOf(outsider, owner)).projectsCompleted).toBe(1)
    expect((await profileOf(outsider, outsider)).projectsCompleted).toBe(0)
  })

  it('needs two members, takes nobody new, and leaves Find teams', async () => {
    const owner = await createMember(server)
    const alone = await createTeam(server, { owner })
    expect((await owner.post(`/api/teams/${alone.id}/complete`)).status).toBe(409)

    const { teamId } = await createCompletedTeam(server, 2)
    const newcomer = await createMember(server)
    expect((await newcomer.post(`/api/teams/${teamId}/join`)).status).toBe(409)
    const found = await newcomer.get<{ id: string }[]>('/api/teams/discover')
    expect(found.body.map((team) => team.id)).not.toContain(teamId)
  })

  it('reopens within 7 days before any review, and the count falls back', async () => {
    const { teamId, owner, members } = await createCompletedTeam(server, 2)
    expect((await members[0]!.post(`/api/teams/${teamId}/reopen`)).status).toBe(403)
    const reopened = await owner.post<Team>(`/api/teams/${teamId}/reopen`)
    expect(reopened.status).toBe(200)
    expect(reopened.body).toMatchObject({ status: 'active', completedAt: null })
    expect((await profileOf(members[0]!, owner)).projectsCompleted).toBe(0)
    expect((await owner.post(`/api/teams/${teamId}/reopen`)).status).toBe(409)

    expect((await owner.post(`/api/teams/${teamId}/complete`)).status).toBe(200)
    expect((await review(members[0]!, teamId, owner, 4)).status).toBe(201)
    expect((await owner.post(`/api/teams/${teamId}/reopen`)).status).toBe(409)

    const late = await createCompletedTeam(server, 2)
    await completedDaysAgo(server, late.teamId, 8)
    expect((await late.owner.post(`/api/teams/${late.teamId}/reopen`)).status).toBe(409)
  })
})

describe('reviews', () => {
  it('a crew member reviews another once; outsiders, self-reviews and late reviews are refused', async () => {
    const { teamId, owner, members } = await createCompletedTeam(server, 3)
    const [ayanda, thandi] = members as [typeof owner, typeof owner]
    const outsider = await createMember(server)

    const written = await review(ayanda, teamId, owner, 5, '  Brilliant to work with  ')
    expect(written.status).toBe(201)
    expect(written.body).toMatchObject({
      revieweeId: owner.user!.id,
      stars: 5,
      text: 'Brilliant to work with',
    })
    const again = await review(ayanda, teamId, owner, 3)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('review_exists')

    expect((await review(outsider, teamId, owner, 1)).status).toBe(403)
    expect((await review(ayanda, teamId, outsider, 1)).status).toBe(403)
    const self = await review(ayanda, teamId, ayanda, 5)
    expect(self.status).toBe(400)
    expect(self.body.code).toBe('cannot_review_self')

    // Bad input is a 400 naming the rule.
    for (const stars of [0, 6, 4.5, '5']) {
      const bad = await thandi.post(`/api/teams/${teamId}/reviews`, { revieweeId: owner.user!.id, stars })
      expect(bad.status).toBe(400)
    }
    const long = await review(thandi, teamId, owner, 4, 'x'.repeat(501))
    expect(long.status).toBe(400)
    expect((await review(thandi, teamId, owner, 4, ` ${'x'.repeat(500)} `)).status).toBe(201)

    await completedDaysAgo(server, teamId, 31)
    const late = await review(thandi, teamId, ayanda, 4)
    expect(late.status).toBe(409)
    expect(late.body.code).toBe('review_too_late')

    // An active team's members cannot review yet.
    const active = await createTeam(server, { owner: ayanda, members: [thandi] })
    const early = await review(ayanda, active.id, thandi, 4)
    expect(early.body.code).toBe('team_not_completed')
    expect(early.status).toBe(409)
  })

  it('edits a review within 7 days of writing it', async () => {
    const { teamId, owner, members } = await createCompletedTeam(server, 2)
    const reviewer = members[0]!
    expect((await review(reviewer, teamId, owner, 2)).status).toBe(201)
    const path = `/api/teams/${teamId}/reviews/${owner.user!.id}`
    const edited = await reviewer.put(path, { stars: 4, text: 'On reflection, great' })
    expect(edited.status).toBe(200)
    expect((await profileOf(reviewer, owner)).rating).toBe(4)
    expect((await owner.put(`/api/teams/${teamId}/reviews/${reviewer.user!.id}`, { stars: 1 })).status).toBe(
      404,
    )
    await server.db
      .update(reviews)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(reviews.reviewerId, reviewer.user!.id))
    expect((await reviewer.put(path, { stars: 5 })).status).toBe(409)
  })

  it('stores one review when the same one is posted twice at once', async () => {
    const { teamId, owner, members } = await createCompletedTeam(server, 2)
    const results = await Promise.all([
      review(members[0]!, teamId, owner, 5),
      review(members[0]!, teamId, owner, 4),
    ])
    expect(results.map((res) => res.status).sort()).toEqual([201, 409])
    const rows = await server.db.select().from(reviews).where(eq(reviews.teamId, teamId))
    expect(rows).toHaveLength(1)
  })

  it('rating is the mean of visible reviews, and a hidden review stops counting', async () => {
    const { teamId, owner, members } = await createCompletedTeam(server, 4)
    const viewer = await createMember(server)
    const fresh = await reviewsOf(viewer, owner)
    expect(fresh.body).toEqual({ items: [], rating: 5, reviewCount: 0 })

    for (const [index, stars] of [5, 4, 2].entries()) {
      expect((await review(members[index]!, teamId, owner, stars, `Review ${index}`)).status).toBe(201)
    }
    const listed = await reviewsOf(viewer, owner)
    expect(listed.body).toMatchObject({ rating: 3.7, reviewCount: 3 })
    expect(listed.body.items.map((item) => item.stars)).toEqual([2, 4, 5])
    expect(listed.body.items[0]).toMatchObject({
      text: 'Review 2',
      reviewer: { id: members[2]!.user!.id, firstName: 'Crew3' },
      team: { id: teamId, name: 'Test Team' },
    })
    expect(await profileOf(viewer, owner)).toMatchObject({ rating: 3.7, reviewCount: 3 })

    // Someone reports the 2-star review; a moderator hides it.
    const reported = listed.body.items[0]!
    const report = await owner.post('/api/reports', {
      userId: members[2]!.user!.id,
      reason: 'harassment',
      reviewId: reported.id,
    })
    expect(report.status).toBe(201)
    const moderator = await signInModerator()
    const queue = await moderator.get<{ reviewId: string | null }[]>('/api/admin/reports')
    expect(queue.body.map((item) => item.reviewId)).toContain(reported.id)
    expect((await viewer.post(`/api/admin/reviews/${reported.id}/hide`)).status).toBe(404)
    expect((await moderator.post(`/api/admin/reviews/${reported.id}/hide`)).status).toBe(204)

    const after = await reviewsOf(viewer, owner)
    expect(after.body).toMatchObject({ rating: 4.5, reviewCount: 2 })
    expect(after.body.items.map((item) => item.id)).not.toContain(reported.id)
    expect(await profileOf(viewer, owner)).toMatchObject({ rating: 4.5, reviewCount: 2 })
  })

  it('pages reviews with x-next-cursor and hides them from whoever cannot see the profile', async () => {
    // 21 reviews of one person by one teammate over 21 teams (stored directly): a page of 20, then 1.
    const [reviewee, reviewer] = await Promise.all([createMember(server), createMember(server)])
    for (let i = 0; i < 21; i++) {
      const team = await createTeam(server, { owner: reviewee, members: [reviewer], name: `Team ${i}` })
      await server.db
        .insert(reviews)
        .values({ teamId: team.id, reviewerId: reviewer.user!.id, revieweeId: reviewee.user!.id, stars: 4 })
    }
    const first = await reviewsOf(reviewer, reviewee)
    expect(first.body.items).toHaveLength(20)
    const cursor = first.headers.get('x-next-cursor')
    expect(cursor).toBeTruthy()
    const second = await reviewer.get<ReviewList>(
      `/api/profiles/${reviewee.user!.id}/reviews?cursor=${encodeURIComponent(cursor!)}`,
    )
    expect(second.body.items).toHaveLength(1)
    expect(second.headers.get('x-next-cursor')).toBeNull()
    const ids = [...first.body.items, ...second.body.items].map((item) => item.id)
    expect(new Set(ids).size).toBe(21)

    await server.db
      .update(profiles)
      .set({ profileVisibility: 'private' })
      .where(eq(profiles.userId, reviewee.user!.id))
    const stranger = await createMember(server)
    expect((await reviewsOf(stranger, reviewee)).status).toBe(404)
    expect((await stranger.get('/api/profiles/not-a-uuid/reviews')).status).toBe(404)
    expect((await stranger.get(`/api/profiles/${stranger.user!.id}/reviews?cursor=nonsense`)).status).toBe(
      400,
    )
  })
})

describe('endorsements', () => {
  it('an endorsement needs a match or a shared team', async () => {
    const lerato = await createMember(server, { profile: { skills: ['Branding', 'Figma'] } })
    const stranger = await createMember(server)
    const matched = await createMember(server)
    const teammate = await createMember(server)
    await createMatch(server, { a: matched, b: lerato })
    await createTeam(server, { owner: teammate, members: [lerato] })
    const path = `/api/profiles/${lerato.user!.id}/endorsements`

    const refused = await stranger.post(path, { skill: 'Branding' })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('endorse_not_allowed')
    expect((await profileOf(stranger, lerato)).canEndorse).toBe(false)

    expect((await matched.post(path, { skill: 'Branding' })).status).toBe(201)
    const repeat = await matched.post(path, { skill: 'Branding' })
    expect(repeat.status).toBe(200)
    expect(repeat.body).toEqual({ skill: 'Branding', count: 1, byMe: true })
    expect((await teammate.post(path, { skill: 'Branding' })).status).toBe(201)
    expect((await teammate.post(path, { skill: 'Cooking' })).status).toBe(400)
    expect((await teammate.post(path, { skill: '  ' })).status).toBe(400)
    expect((await lerato.post(path, { skill: 'Figma' })).status).toBe(400)

    const seen = await profileOf(matched, lerato)
    expect(seen.canEndorse).toBe(true)
    expect(seen.endorsements).toEqual([{ skill: 'Branding', count: 2, byMe: true }])
    expect((await profileOf(stranger, lerato)).endorsements).toEqual([
      { skill: 'Branding', count: 2, byMe: false },
    ])

    expect((await matched.delete(`${path}/Branding`)).status).toBe(204)
    expect((await profileOf(matched, lerato)).endorsements).toEqual([
      { skill: 'Branding', count: 1, byMe: false },
    ])

    // A skill taken off the profile takes its endorsements out of view.
    expect((await lerato.put('/api/profile', { skills: ['Figma'] })).status).toBe(200)
    expect((await profileOf(matched, lerato)).endorsements).toEqual([])
  })
})

describe('safety', () => {
  it("hides a suspended person's reviews while the suspension lasts", async () => {
    const { teamId, owner, members } = await createCompletedTeam(server, 3)
    const [suspended, other] = members as [typeof owner, typeof owner]
    expect((await review(suspended, teamId, owner, 1, 'Unfair words')).status).toBe(201)
    expect((await review(other, teamId, owner, 5)).status).toBe(201)
    expect((await profileOf(other, owner)).rating).toBe(3)

    const filed = await owner.post('/api/reports', { userId: suspended.user!.id, reason: 'harassment' })
    const moderator = await signInModerator()
    const resolved = await moderator.post(`/api/admin/reports/${filed.body.id}/resolve`, {
      action: 'suspend',
    })
    expect(resolved.status).toBe(204)
    expect(await profileOf(other, owner)).toMatchObject({ rating: 5, reviewCount: 1 })
    expect((await reviewsOf(other, owner)).body.items.map((item) => item.text)).not.toContain('Unfair words')
  })

  it('a blocked pair cannot review each other', async () => {
    const { teamId, owner, members } = await createCompletedTeam(server, 3)
    const [blocker, other] = members as [typeof owner, typeof owner]
    expect((await review(other, teamId, owner, 3, 'Before the block')).status).toBe(201)
    expect((await blocker.post('/api/blocks', { userId: owner.user!.id })).status).toBeLessThan(300)

    const one = await review(blocker, teamId, owner, 1)
    expect(one.status).toBe(403)
    expect(one.body.code).toBe('blocked')
    expect((await review(owner, teamId, blocker, 1)).status).toBe(403)
    // Nor do they see each other's reviews: the profile itself is hidden across a block.
    expect((await reviewsOf(blocker, owner)).status).toBe(404)
    // ...and a review by one of them is left out of what the other reads about a third person.
    expect((await review(owner, teamId, other, 5, 'By the blocked one')).status).toBe(201)
    expect((await reviewsOf(blocker, other)).body.items).toEqual([])
    expect((await reviewsOf(blocker, other)).body.reviewCount).toBe(1)
  })

  it("deleting an account removes its reviews from others' ratings", async () => {
    const { teamId, owner, members } = await createCompletedTeam(server, 3)
    const [leaver, stayer] = members as [typeof owner, typeof owner]
    expect((await review(leaver, teamId, owner, 1)).status).toBe(201)
    expect((await review(stayer, teamId, owner, 5)).status).toBe(201)
    expect((await profileOf(stayer, owner)).rating).toBe(3)

    const exported = await leaver.get<{ reviewsGiven: { stars: number }[] }>('/api/settings/export')
    expect(exported.body.reviewsGiven.map((given) => given.stars)).toEqual([1])

    expect((await leaver.delete('/api/profile')).status).toBe(200)
    expect(await profileOf(stayer, owner)).toMatchObject({ rating: 5, reviewCount: 1 })
    const rows = await server.db.select().from(reviews).where(eq(reviews.reviewerId, leaver.user!.id))
    expect(rows).toEqual([])
  })
})
