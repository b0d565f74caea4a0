import type { PublicProfile } from '@shared/schemas/profile'
import type { ReviewList } from '@shared/schemas/reputation'
import { eq, sql } from 'drizzle-orm'
import type { ApiClient } from '../../../test/client'
import { createMember, createTeam, type FactoryServer } from '../../../test/factories'
import { teams } from '../../db/schema'

/** A completed team: its owner and `size - 1` members, marked completed through the API by the owner. */
export async function createCompletedTeam(server: FactoryServer, size = 3) {
  const people: ApiClient[] = []
  for (let index = 0; index < size; index++)
    people.push(await createMember(server, { firstName: `Crew${index}` }))
  const [owner, ...members] = people as [ApiClient, ...ApiClient[]]
  const team = await createTeam(server, { owner, members })
  const res = await owner.post(`/api/teams/${team.id}/complete`)
  if (res.status !== 200) throw new Error(`complete failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { teamId: team.id, owner, members, crew: people }
}

/** Moves a team's completion `days` into the past, as if time had passed. */
export const completedDaysAgo = (server: FactoryServer, teamId: string, days: number) =>
  server.db
    .update(teams)
    .set({ completedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(teams.id, teamId))

export const review = (from: ApiClient, teamId: string, to: ApiClient, stars: number, text?: string) =>
  from.post(`/api/teams/${teamId}/reviews`, { revieweeId: to.user!.id, stars, text })

export async function profileOf(viewer: ApiClient, person: ApiClient) {
  const res = await viewer.get<PublicProfile>(`/api/profiles/${person.user!.id}`)
  if (res.status !== 200) throw new Error(`profile failed: ${res.status}`)
  return res.body
}

export const reviewsOf = (viewer: ApiClient, person: ApiClient) =>
  viewer.get<ReviewList>(`/api/profiles/${person.user!.id}/reviews`)
