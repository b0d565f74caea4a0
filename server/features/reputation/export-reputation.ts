import { asc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { endorsements, reviews, teamCrew, teams, users } from '../../db/schema'

const other = alias(users, 'other')
const otherName = { firstName: other.firstName, lastName: other.lastName }

/**
 * A person's reputation for their data export (docs/decisions/051): the completed teams they were in, the reviews
 * and endorsements they gave and received. Others appear by name only, as elsewhere in the export
 * (docs/decisions/008); a review's hidden flag is included, since it decides whether it counts.
 */
export async function exportReputation(tx: Db, userId: string) {
  const review = {
    teamId: reviews.teamId,
    teamName: teams.name,
    stars: reviews.stars,
    text: reviews.text,
    hidden: reviews.hidden,
    createdAt: reviews.createdAt,
    updatedAt: reviews.updatedAt,
  }
  return {
    completedTeams: await tx
      .select({ teamId: teams.id, name: teams.name, completedAt: teams.completedAt })
      .from(teamCrew)
      .innerJoin(teams, eq(teams.id, teamCrew.teamId))
      .where(eq(teamCrew.userId, userId))
      .orderBy(asc(teams.completedAt)),
    reviewsGiven: await tx
      .select({ ...review, about: otherName })
      .from(reviews)
      .innerJoin(teams, eq(teams.id, reviews.teamId))
      .innerJoin(other, eq(other.id, reviews.revieweeId))
      .where(eq(reviews.reviewerId, userId))
      .orderBy(asc(reviews.createdAt)),
    reviewsReceived: await tx
      .select({ ...review, by: otherName })
      .from(reviews)
      .innerJoin(teams, eq(teams.id, reviews.teamId))
      .innerJoin(other, eq(other.id, reviews.reviewerId))
      .where(eq(reviews.revieweeId, userId))
      .orderBy(asc(reviews.createdAt)),
    endorsementsGiven: await tx
      .select({ skill: endorsements.skill, createdAt: endorsements.createdAt, person: otherName })
      .from(endorsements)
      .innerJoin(other, eq(other.id, endorsements.userId))
      .where(eq(endorsements.endorserId, userId))
      .orderBy(asc(endorsements.createdAt)),
    endorsementsReceived: await tx
      .select({ skill: endorsements.skill, createdAt: endorsements.createdAt, by: otherName })
      .from(endorsements)
      .innerJoin(other, eq(other.id, endorsements.endorserId))
      .where(eq(endorsements.userId, userId))
      .orderBy(asc(endorsements.createdAt)),
  }
}
