import type { Profile } from '@shared/schemas/profile'
import type { ProfileRow } from '../../db/schema'

/** The profile entity of spec §3 as JSON; consent timestamps stay on the server. */
export const toProfileJson = (row: ProfileRow): Profile => ({
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
  projectsCompleted: row.projectsCompleted,
  hourlyRate: row.hourlyRate,
  portfolioImages: row.portfolioImages,
  isAvailableForWork: row.isAvailableForWork,
  profileVisibility: row.profileVisibility,
  showOnlineStatus: row.showOnlineStatus,
  allowMessagesFromStrangers: row.allowMessagesFromStrangers,
  showInDiscovery: row.showInDiscovery,
  shareAnalytics: row.shareAnalytics,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})
