import { randomUUID } from 'node:crypto'
import { tagsSchema } from '@shared/schemas/portfolio'
import { uploadUrl } from '../../lib/storage'
import type * as t from '../schema'
import { type CastMember, fullName } from './cast'
import { experienceOf, locationOf, RATE_RANGE } from './people'
import { MATCH, SWIPES, TEAMS } from './social'

export interface StoredImage {
  key: string
  contentType: string
  bytes: number
  width: number
  height: number
}

export interface CastImages {
  avatar: StoredImage
  works: StoredImage[]
}

const DAY = 24 * 3600_000
const MINUTE = 60_000

const COLLABORATION_STYLES = [
  'Remote-first, happy with async updates',
  'Hybrid: a weekly meet-up, the rest online',
  'In person whenever I can, coffee included',
  'Short sprints with clear briefs',
]

const PROJECTS_COMPLETED: Record<CastMember['person']['level'], [number, number]> = {
  beginner: [1, 8],
  intermediate: [8, 30],
  experienced: [25, 70],
  expert: [60, 150],
}

/** Every row of the demo data, in insert order. Pure apart from fresh ids. */
export function buildRows(cast: CastMember[], images: Map<string, CastImages>, now = Date.now()) {
  const byName = new Map(cast.map((member) => [fullName(member.person), member]))
  const idOf = (name: string) => {
    const member = byName.get(name)
    if (!member) throw new Error(`Seed data names nobody called ${name}`)
    return member.id
  }
  const ago = (ms: number) => new Date(now - ms)

  const users: (typeof t.users.$inferInsert)[] = []
  const userSettings: (typeof t.userSettings.$inferInsert)[] = []
  const profiles: (typeof t.profiles.$inferInsert)[] = []
  const uploads: (typeof t.uploads.$inferInsert)[] = []
  const portfolioProjects: (typeof t.portfolioProjects.$inferInsert)[] = []

  for (const member of cast) {
    const { person, random, id: userId } = member
    const { avatar, works } = images.get(userId)!
    const joined = member.isDemo ? random.int(20, 400) * DAY : 30 * DAY
    const createdAt = ago(joined)
    users.push({
      id: userId,
      email: member.email,
      firstName: person.firstName,
      lastName: person.lastName,
      profileImageUrl: uploadUrl(avatar.key),
      isDemo: member.isDemo,
      createdAt,
      updatedAt: createdAt,
      lastActiveAt: ago(random.int(5, 7 * 24 * 60) * MINUTE),
    })
    userSettings.push({ userId })

    const [minRate, maxRate] = RATE_RANGE[person.level]
    const [minDone, maxDone] = PROJECTS_COMPLETED[person.level]
    // Drawn in this order for everyone, used or not, so that setting one person's availability or rate
    // by hand leaves their other values as they were.
    const collaborationStyle = random.pick(COLLABORATION_STYLES)
    // Rates are quoted in round fifties, as people do.
    const rate = Math.round(random.int(minRate, maxRate) / 50) * 50
    // Once a rating and a projects count; both are earned now (docs/decisions/051), but the draws stay so that
    // everything drawn after them is as before.
    random.next()
    random.int(minDone, maxDone)
    const available = random.next() < 0.7
    profiles.push({
      userId,
      profession: person.profession,
      bio: person.bio,
      location: locationOf(person.city),
      experience: experienceOf(person.level),
      skills: person.skills,
      collaborationStyle,
      hourlyRate: person.noRate ? 0 : rate,
      portfolioImages: works.map((image) => uploadUrl(image.key)),
      isAvailableForWork: person.available ?? available,
      projectInterests: person.projectInterests ?? null,
      profileVisibility: person.visibility ?? 'public',
      showInDiscovery: !person.hiddenFromDiscovery,
      agreedToPrivacyPolicyAt: createdAt,
      agreedToTermsOfServiceAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })

    for (const image of [avatar, ...works]) uploads.push({ userId, ...image, createdAt })
    member.works.slice(0, member.projectCount).forEach((work, index) => {
      portfolioProjects.push({
        userId,
        title: work.title,
        description: work.description,
        imageUrl: uploadUrl(works[index]!.key),
        projectType: work.type,
        // Written as people spell them ("NGO", "Figma"), stored as the API would store them.
        tags: tagsSchema.parse(work.tags),
        isPublic: true,
        likes: random.int(0, 120),
        createdAt: ago(Math.max(1, joined / DAY - random.int(1, 15)) * DAY),
      })
    })
  }

  const teams: (typeof t.teams.$inferInsert)[] = []
  const teamMembers: (typeof t.teamMembers.$inferInsert)[] = []
  const teamMessages: (typeof t.teamMessages.$inferInsert)[] = []
  const teamCrew: (typeof t.teamCrew.$inferInsert)[] = []
  const reviews: (typeof t.reviews.$inferInsert)[] = []
  TEAMS.forEach((team, index) => {
    const teamId = randomUUID()
    const age = (index + 2) * 9 * DAY
    const { owner, members, chat = [], completed, ...fields } = team
    teams.push({
      id: teamId,
      ownerId: idOf(owner),
      status: completed ? 'completed' : 'active',
      completedAt: completed ? ago(completed.daysAgo * DAY) : null,
      isPublic: true,
      createdAt: ago(age),
      ...fields,
    })
    if (completed) {
      // The crew is everyone in the team when it was completed; reviews come a day or two after.
      teamCrew.push(...[owner, ...members].map((name) => ({ teamId, userId: idOf(name) })))
      reviews.push(
        ...completed.reviews.map((review, i) => ({
          teamId,
          reviewerId: idOf(review.from),
          revieweeId: idOf(review.to),
          stars: review.stars,
          text: review.text ?? null,
          createdAt: ago((completed.daysAgo - 1) * DAY - i * 90 * MINUTE),
        })),
      )
    }
    teamMembers.push(
      { teamId, userId: idOf(owner), role: 'owner', joinedAt: ago(age) },
      ...members.map((name, i) => ({
        teamId,
        userId: idOf(name),
        role: 'member' as const,
        joinedAt: ago(age - (i + 1) * DAY),
      })),
    )
    teamMessages.push(
      ...chat.map((message, i) => ({
        teamId,
        senderId: idOf(message.from),
        content: message.text,
        // Spaced apart so chat order never depends on insert order.
        createdAt: ago(DAY - i * 12 * MINUTE),
      })),
    )
  })

  const swipes = SWIPES.map((swipe, i) => ({
    swiperId: idOf(swipe.from),
    swipedId: idOf(swipe.to),
    action: swipe.action,
    createdAt: ago(3 * DAY - i * MINUTE),
  }))

  // The table stores each pair once, smaller id first (its check constraint).
  const [user1Id, user2Id] = MATCH.between.map(idOf).sort()
  const matchId = randomUUID()
  const conversationId = randomUUID()
  const matches = [{ id: matchId, user1Id: user1Id!, user2Id: user2Id!, createdAt: ago(2 * DAY) }]
  const conversations = [{ id: conversationId, matchId, createdAt: ago(2 * DAY) }]
  const messages = MATCH.messages.map((message, i) => ({
    conversationId,
    senderId: idOf(message.from),
    content: message.text,
    createdAt: ago(2 * DAY - (i + 1) * 7 * MINUTE),
    readAt: ago(DAY),
  }))

  earnedReputation(profiles, teamCrew, reviews)

  return {
    users,
    userSettings,
    profiles,
    uploads,
    portfolioProjects,
    teams,
    teamMembers,
    teamMessages,
    teamCrew,
    reviews,
    swipes,
    matches,
    conversations,
    messages,
  }
}

export type SeedRows = ReturnType<typeof buildRows>

/**
 * Each profile's rating, review count and projects completed as the records say (the rule of the app's
 * reputation/refresh.ts, which the seed test holds these to): the mean of the stars received to one
 * decimal, 5.0 with none, and the completed crews they were in.
 */
function earnedReputation(
  profiles: (typeof t.profiles.$inferInsert)[],
  crew: (typeof t.teamCrew.$inferInsert)[],
  reviews: (typeof t.reviews.$inferInsert)[],
) {
  for (const profile of profiles) {
    const stars = reviews
      .filter((review) => review.revieweeId === profile.userId)
      .map((review) => review.stars)
    profile.reviewCount = stars.length
    profile.rating =
      stars.length === 0
        ? 5
        : Math.round((stars.reduce((sum, star) => sum + star, 0) / stars.length) * 10) / 10
    profile.projectsCompleted = crew.filter((member) => member.userId === profile.userId).length
  }
}
