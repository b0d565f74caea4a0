import type { CreateProjectInput, Project } from '@shared/schemas/portfolio'
import type { Db } from '../server/db/client'
import { conversations, matches, teamMembers, teams } from '../server/db/schema'
import { type ApiClient, createUser } from './client'

// The test data of every suite, in the style of Outline's factories: each `create*` takes the running
// test server and what the test cares about, and makes whatever else it needs (a team's owner, a match's
// two people, a project's maker). People are made through the API (a test acts as them with their
// session); what they own is stored directly, so no budget or extra request stands in a test's way.

/** Where the factories make things: a running test server (`startTestServer`, `suite.server`...). */
export interface FactoryServer {
  url: string
  db: Db
}

/** A user id, or anything carrying one (a user row, an ApiClient's `user`). */
export type UserRef = string | { id: string }
/** A person: a signed-in ApiClient (whose `user` is theirs) or a user id/row. */
type Person = ApiClient | UserRef

const isClient = (person: Person): person is ApiClient =>
  typeof person === 'object' && 'cookies' in person && 'baseUrl' in person
export const idOf = (person: Person): string => {
  if (typeof person === 'string') return person
  if (isClient(person)) return person.user!.id
  return person.id
}

/**
 * A member: a signed-in person, onboarded (with a valid profile, `profile` overriding its fields) unless
 * `profile: false`. Returns their API client; `client.user` is the user with the profile. Named apart from
 * test/client.ts's createUser, which signs up without a profile unless asked for one.
 */
export const createMember = (
  server: Pick<FactoryServer, 'url'>,
  overrides: Parameters<typeof createUser>[1] = {},
) => createUser(server.url, { profile: {}, ...overrides })

/**
 * A match between two people with its conversation, stored as the ordered pair the schema requires.
 * Either person missing is made (onboarded, signed in, first names from `names`) and returned as `a`/`b`.
 */
export async function createMatch<A extends Person = ApiClient, B extends Person = ApiClient>(
  server: FactoryServer,
  { a, b, names = ['Amara', 'Bongani'] }: { a?: A; b?: B; names?: [string, string] } = {},
) {
  const [personA, personB] = await Promise.all([
    a ?? (createMember(server, { firstName: names[0] }) as Promise<Person>),
    b ?? (createMember(server, { firstName: names[1] }) as Promise<Person>),
  ])
  const [user1Id, user2Id] = [idOf(personA), idOf(personB)].sort() as [string, string]
  const [match] = await server.db.insert(matches).values({ user1Id, user2Id }).returning()
  const [conversation] = await server.db.insert(conversations).values({ matchId: match!.id }).returning()
  return {
    a: personA as A extends ApiClient ? ApiClient : A,
    b: personB as B extends ApiClient ? ApiClient : B,
    matchId: match!.id,
    conversationId: conversation!.id,
    user1Id,
    user2Id,
  }
}

type TeamFields = Partial<Omit<typeof teams.$inferInsert, 'id' | 'ownerId'>>

/**
 * A team with its owner (made if missing) and `members` as its members; the other fields take the
 * schema's defaults unless given. Returns the stored team, its id as `teamId`, and its owner.
 */
export async function createTeam<O extends Person = ApiClient>(
  server: FactoryServer,
  { owner, members = [], name = 'Test Team', ...fields }: TeamFields & { owner?: O; members?: Person[] } = {},
) {
  const teamOwner = owner ?? ((await createMember(server, { firstName: 'Owner' })) as Person)
  const [team] = await server.db
    .insert(teams)
    .values({ ...fields, name, ownerId: idOf(teamOwner) })
    .returning()
  await server.db
    .insert(teamMembers)
    .values([
      { teamId: team!.id, userId: idOf(teamOwner), role: 'owner' as const },
      ...members.map((member) => ({ teamId: team!.id, userId: idOf(member) })),
    ])
  return { ...team!, teamId: team!.id, owner: teamOwner as O extends ApiClient ? ApiClient : O }
}

/** Makes `member` (or a new person) a member of the team, stored directly; returns the member. */
export async function addTeamMember<M extends Person = ApiClient>(
  server: FactoryServer,
  teamId: string,
  member?: M,
) {
  const person = member ?? ((await createMember(server, { firstName: 'Member' })) as Person)
  await server.db.insert(teamMembers).values({ teamId, userId: idOf(person) })
  return person as M extends ApiClient ? ApiClient : M
}

/**
 * A portfolio project of `owner` (made if missing), through the API so it reads back exactly as the
 * app serves it. Returns the project and its owner.
 */
export async function createProject(
  server: FactoryServer,
  { owner, ...input }: Partial<CreateProjectInput> & { owner?: ApiClient } = {},
) {
  const maker = owner ?? (await createMember(server, { firstName: 'Maker' }))
  const res = await maker.post<Project>('/api/portfolio', { title: 'A project', ...input })
  if (res.status !== 201) throw new Error(`project create failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { ...res.body, owner: maker }
}

/** `member` joins the team through the API, as a person does (capacity, budgets, notifications). */
export async function joinTeam(member: ApiClient, teamId: string) {
  const res = await member.post(`/api/teams/${teamId}/join`)
  if (res.status !== 201) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}
