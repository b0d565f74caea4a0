import type { CreateTeamInput, Team } from '@shared/schemas/teams'
import { vi } from 'vitest'
import { type ApiClient, createUser } from '../../../test/client'
import type { Db } from '../../db/client'

/** A person who has onboarded: the only kind who may use teams. */
export const createMember = (url: string, firstName = 'Member') => createUser(url, { firstName, profile: {} })

/** Creates a team through the API, failing loudly otherwise. */
export async function newTeam(client: ApiClient, overrides: Partial<CreateTeamInput> = {}): Promise<Team> {
  const res = await client.post<Team>('/api/teams', { name: 'Test Team', ...overrides })
  if (res.status !== 201) throw new Error(`team create failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

/** Joins a team through the API, failing loudly otherwise. */
export async function join(client: ApiClient, teamId: string) {
  const res = await client.post(`/api/teams/${teamId}/join`)
  if (res.status !== 201) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

/** How many SQL statements `run` sends through this database (PGlite and node-postgres alike). */
export async function countQueries(db: Db, run: () => Promise<unknown>) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const spy = vi.spyOn(client, 'query')
  try {
    await run()
    return spy.mock.calls.length
  } finally {
    spy.mockRestore()
  }
}
