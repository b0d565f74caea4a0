import type { Profile } from '@shared/schemas/profile'
import type { ProfileRow } from '../../db/schema'

type PrivateField = 'showOnlineStatus' | 'allowMessagesFromStrangers' | 'showInDiscovery' | 'shareAnalytics'
/** The profile as anyone who may see it sees it (docs/product.md §3): the privacy choices stay with their owner. */
export type PublicProfileJson = Omit<Profile, PrivateField>

/**
 * Picks the public fields of a profile row. Each caller reads the timestamps its own way (Discover has
 * the database format them), so they come as arguments.
 */
export const toPublicProfileJson = (
  row: Omit<PublicProfileJson, 'createdAt' | 'updatedAt'>,
  createdAt: string,
  updatedAt: string,
): PublicProfileJson => ({
  userId: row.userId,
  bio: row.bio,
  profession: row.profession,
  location: row.location,
  skills: row.skills,
  experience: row.experience,
  projectInterests: row.projectInterests,
  collaborationStyle: row.collaborationStyle,
  portfolio: row.portfolio,
  rating: row.rating,
  reviewCount: row.reviewCount,
  projectsCompleted: row.projectsCompleted,
  hourlyRate: row.hourlyRate,
  portfolioImages: row.portfolioImages,
  isAvailableForWork: row.isAvailableForWork,
  profileVisibility: row.profileVisibility,
  createdAt,
  updatedAt,
})

/** The profile entity of docs/product.md §3 as JSON; consent timestamps stay on the server. */
export const toProfileJson = (row: ProfileRow): Profile =>
  Object.assign(toPublicProfileJson(row, row.createdAt.toISOString(), row.updatedAt.toISOString()), {
    showOnlineStatus: row.showOnlineStatus,
    allowMessagesFromStrangers: row.allowMessagesFromStrangers,
    showInDiscovery: row.showInDiscovery,
    shareAnalytics: row.shareAnalytics,
  })
