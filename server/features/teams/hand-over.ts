import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { teamMembers, teams, users } from '../../db/schema'

/**
 * The teams `userId` owns go to someone else, because the owner is leaving for good (account deletion)
 * or is suspended: a team must not be left with nobody to run its settings. In each,
 * the longest-standing member takes over, people still active before suspended ones, and the old owner
 * stays a plain member (their row goes with a deleted account). Teams with nobody else stay as they are.
 * Nothing gives a team back: once a suspension is lifted, the new owner keeps it.
 *
 * In the caller's transaction. Returns everyone left in the teams that changed hands, to be told.
 */
export async function handOverOwnedTeams(tx: Db, userId: string): Promise<string[]> {
  // Every change to who is in a team locks it first (teams/access.ts): no one joins or leaves a team
  // while its next owner is chosen, so the choice is still a member when it is written.
  await tx.execute(sql`select 1 from ${teams} where ${teams.ownerId} = ${userId} for update`)
  const told = await queryRows<{ user_id: string }>(
    tx,
    sql`
    with successors as (
      select distinct on (m.team_id) m.team_id, m.id as member_id, m.user_id
      from ${teamMembers} m
      join ${teams} t on t.id = m.team_id
      join ${users} u on u.id = m.user_id
      where t.owner_id = ${userId} and m.user_id <> ${userId}
      order by m.team_id, u.suspended_at is not null, m.joined_at, m.id
    ), moved as (
      update ${teams} set owner_id = successors.user_id
      from successors where ${teams.id} = successors.team_id
    ), stepped_down as (
      update ${teamMembers} set role = 'member'
      where ${teamMembers.userId} = ${userId} and ${teamMembers.teamId} in (select team_id from successors)
    ), stepped_up as (
      update ${teamMembers} set role = 'owner'
      from successors where ${teamMembers.id} = successors.member_id
    )
    select distinct m.user_id from ${teamMembers} m
    join successors s on s.team_id = m.team_id
    where m.user_id <> ${userId}`,
  )
  return told.map((row) => row.user_id)
}
