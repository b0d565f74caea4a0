import { ERRORS } from '@shared/error-codes'
import type { CreateProfile, Profile, PublicProfile } from '@shared/schemas/profile'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personColumns } from '../../db/person-columns'
import { preparedOnce } from '../../db/prepare'
import { portfolioProjects, profiles, users } from '../../db/schema'
import { conflict, notFound } from '../../lib/http-error'
import { isUniqueViolation } from '../../lib/pg-errors'
import { isUuid } from '../../lib/uuid'
import { endorsementsJson, mayEndorse } from '../reputation'
import { assertOwnImageUrls } from '../uploads'
import { toProfileJson } from './profile-json'
import { profileVisibleTo } from './visibility'

/** Onboarding: one profile per user; a second create is a conflict, never an overwrite. */
export async function createProfile({
  db,
  userId,
  input,
}: {
  db: Db
  userId: string
  input: CreateProfile
}): Promise<Profile> {
  const { agreedToPrivacyPolicy: _privacy, agreedToTermsOfService: _terms, ...fields } = input
  await assertOwnImageUrls({
    db,
    userId,
    images: fields.portfolioImages.map((url, index) => ({ field: `portfolioImages.${index}`, url })),
  })
  const now = new Date()
  try {
    const [row] = await db
      .insert(profiles)
      .values({ userId, ...fields, agreedToPrivacyPolicyAt: now, agreedToTermsOfServiceAt: now })
      .returning()
    return toProfileJson(row!)
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ERRORS.profile_exists)
    throw error
  }
}

/**
 * A person's profile as someone else sees it, by its visibility (visibility.ts): public to anyone signed
 * in, friends to the people matched with them, private to themselves only; never across a block or while
 * suspended. Hidden and missing look the same (404), so the answer doesn't reveal that a hidden profile
 * exists.
 */
export async function getPublicProfile({
  db,
  viewerId,
  userId,
}: {
  db: Db
  viewerId: string
  userId: string
}): Promise<PublicProfile> {
  if (!isUuid(userId)) throw notFound(ERRORS.profile_not_found)
  const [row] = await publicProfileQuery(db).execute({ viewerId, userId })
  if (!row) throw notFound(ERRORS.profile_not_found)
  const { showOnlineStatus, allowMessagesFromStrangers, showInDiscovery, shareAnalytics, ...profile } =
    toProfileJson(row.profile)
  return {
    ...profile,
    user: row.user,
    portfolioCount: row.portfolioCount,
    endorsements: row.endorsements,
    canEndorse: row.canEndorse,
  }
}

const viewer = sql`${sql.placeholder('viewerId')}::uuid`

// A page load's first request (docs/decisions/027): built once.
const publicProfileQuery = preparedOnce((db) =>
  db
    .select({
      user: personColumns,
      profile: profiles,
      portfolioCount: sql<number>`(select count(*) from ${portfolioProjects}
        where ${portfolioProjects.userId} = ${users.id} and ${portfolioProjects.isPublic})`.mapWith(Number),
      endorsements: endorsementsJson(users.id, profiles.skills, viewer),
      canEndorse: sql<boolean>`${mayEndorse(viewer, users.id)}`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('userId')), profileVisibleTo(sql.placeholder('viewerId'))))
    .prepare('public_profile'),
)
