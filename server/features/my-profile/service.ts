import { ERRORS } from '@shared/error-codes'
import type { User } from '@shared/schemas/auth'
import type { Profile, UpdateProfile } from '@shared/schemas/profile'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, uploads, users } from '../../db/schema'
import { forbidden, notFound } from '../../lib/http-error'
import { toProfileJson } from '../people'
import { getUserView } from './user-view'

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
