import { ERRORS } from '@shared/error-codes'
import type { CreateProfile, Profile, PublicProfile } from '@shared/schemas/profile'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personColumns } from '../../db/person-columns'
import { matches, portfolioProjects, profiles, users } from '../../db/schema'
import { conflict, notFound } from '../../lib/http-error'
import { isUniqueViolation } from '../../lib/pg-errors'
import { isUuid } from '../../lib/uuid'
import { blockedBetween } from '../safety/block-rules'
import { assertOwnImageUrls } from '../uploads/service'
import { toProfileJson } from './profile-json'

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
 * A person's profile as someone else sees it, by its visibility: public to anyone signed in, friends
 * to the people matched with them, private to themselves only. Hidden and missing look the same (404),
 * so the answer doesn't reveal that a hidden profile exists.
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
  const [low, high] = viewerId < userId ? [viewerId, userId] : [userId, viewerId]
  const [row] = await db
    .select({
      user: personColumns,
      profile: profiles,
      portfolioCount: sql<number>`(select count(*) from ${portfolioProjects}
        where ${portfolioProjects.userId} = ${users.id} and ${portfolioProjects.isPublic})`.mapWith(Number),
      isMatched: sql<boolean>`exists (select 1 from ${matches}
        where ${and(eq(matches.user1Id, low), eq(matches.user2Id, high))})`,
      hidden: sql<boolean>`${users.suspendedAt} is not null
        or ${blockedBetween(sql`${viewerId}::uuid`, users.id)}`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  if (
    !row ||
    // Blocked either way, or suspended: as if there were no such profile.
    row.hidden ||
    !canView(row.profile.profileVisibility, { self: viewerId === userId, matched: row.isMatched })
  ) {
    throw notFound(ERRORS.profile_not_found)
  }
  const { showOnlineStatus, allowMessagesFromStrangers, showInDiscovery, shareAnalytics, ...profile } =
    toProfileJson(row.profile)
  return { ...profile, user: row.user, portfolioCount: row.portfolioCount }
}

const canView = (visibility: Profile['profileVisibility'], viewer: { self: boolean; matched: boolean }) =>
  viewer.self || visibility === 'public' || (visibility === 'friends' && viewer.matched)
