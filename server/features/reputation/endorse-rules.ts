import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { endorsements, matches, teamCrew, teamMembers, users } from '../../db/schema'

type Person = SQL | Placeholder | { getSQL(): SQL }

/**
 * Whether `endorser` may endorse `person` (docs/decisions/051): they are matched, or share a team now, or were in a
 * completed team's crew together. Someone who only saw a profile has no grounds to vouch for it.
 */
export const mayEndorse = (endorser: Person, person: Person) => sql`(${endorser} <> ${person} and (
  exists (select 1 from ${matches} where ${matches.user1Id} = least(${endorser}, ${person})
    and ${matches.user2Id} = greatest(${endorser}, ${person}))
  or exists (select 1 from ${teamMembers} a join ${teamMembers} b on b.team_id = a.team_id
    where a.user_id = ${endorser} and b.user_id = ${person})
  or exists (select 1 from ${teamCrew} a join ${teamCrew} b on b.team_id = a.team_id
    where a.user_id = ${endorser} and b.user_id = ${person})))`

/**
 * A person's endorsements as `viewer` sees them, as one JSON array `[{ skill, count, byMe }]`: only the
 * skills still on the profile (`skills`), in the profile's order, and not from suspended people.
 */
export const endorsementsJson = (person: Person, skills: Person, viewer: Person) =>
  sql<{ skill: string; count: number; byMe: boolean }[]>`coalesce((
    select json_agg(json_build_object('skill', s.skill, 'count', s.n, 'byMe', s.by_me) order by s.place)
    from (
      select e.skill, count(*)::int as n, bool_or(e.endorser_id = ${viewer}) as by_me,
        array_position(${skills}, e.skill) as place
      from ${endorsements} e join ${users} endorser on endorser.id = e.endorser_id
      where e.user_id = ${person} and e.skill = any(${skills}) and endorser.suspended_at is null
      group by e.skill
    ) s), '[]'::json)`
