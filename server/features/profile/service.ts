import { ERRORS } from '@shared/error-codes'
import type { User } from '@shared/schemas/auth'
import type { Profile, PublicProfile, UpdateProfile } from '@shared/schemas/profile'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personColumns } from '../../db/person-columns'
import { matches, portfolioProjects, profiles, uploads, users } from '../../db/schema'
import { forbidden, notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { toProfileJson } from '../profiles/profile-json'
import { getUserView } from '../profiles/service'
import { blockedBetween } from '../safety/block-rules'

/** PUT /api/profile: only the fields sent change. */
export async function updateProfile({
  db,
  userId,
  input,
}: {
  db: Db
  userId: string
  input: UpdateProfile
}): Promise<Profile> {
  const [row] = await db
    .update(profiles)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning()
  if (!row) throw forbidden(ERRORS.profile_required)
  return toProfileJson(row)
}

/** An upload may be used as a picture only by the person who uploaded it; any https URL is fine. */
export async function updateProfilePicture({
  db,
  userId,
  profileImageUrl,
}: {
  db: Db
  userId: string
  profileImageUrl: string
}): Promise<User> {
  if (profileImageUrl.startsWith('/uploads/')) {
    const key = profileImageUrl.slice('/uploads/'.length)
    const [upload] = await db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.key, key))
    if (!upload) throw notFound(ERRORS.upload_missing)
    if (upload.userId !== userId) throw forbidden(ERRORS.upload_not_own)
  }
  const [user] = await db
    .update(users)
    .set({ profileImageUrl, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
  if (!user) throw notFound(ERRORS.account_not_found)
  return getUserView({ db, user })
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
