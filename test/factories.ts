import type { Db } from '../server/db/client'
import { conversations, matches, teamMembers, teams } from '../server/db/schema'

/** A user id, or anything carrying one (a user row, an ApiClient's `user`). */
type UserRef = string | { id: string }
const idOf = (user: UserRef) => (typeof user === 'string' ? user : user.id)

/** A match between two people with its conversation, stored as the ordered pair the schema requires. */
export async function createMatch(db: Db, userA: UserRef, userB: UserRef) {
  const [user1Id, user2Id] = [idOf(userA), idOf(userB)].sort() as [string, string]
  const [match] = await db.insert(matches).values({ user1Id, user2Id }).returning()
  const [conversation] = await db.insert(conversations).values({ matchId: match!.id }).returning()
  return { matchId: match!.id, conversationId: conversation!.id, user1Id, user2Id }
}

/** A team owned by `owner`, with the owner and `members` as its members. */
export async function createTeam(
  db: Db,
  { owner, members = [], name = 'Test Team' }: { owner: UserRef; members?: UserRef[]; name?: string },
) {
  const [team] = await db
    .insert(teams)
    .values({ name, ownerId: idOf(owner), description: `${name} description` })
    .returning()
  await db
    .insert(teamMembers)
    .values([
      { teamId: team!.id, userId: idOf(owner), role: 'owner' as const },
      ...members.map((member) => ({ teamId: team!.id, userId: idOf(member) })),
    ])
  return { teamId: team!.id, name }
}

export async function addTeamMember(db: Db, teamId: string, user: UserRef) {
  await db.insert(teamMembers).values({ teamId, userId: idOf(user) })
}
