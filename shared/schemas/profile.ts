import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'
import { LIMITS } from '../limits'
import { EXPERIENCE_LEVELS, PROFILE_VISIBILITIES, RETIRED_EXPERIENCE_LEVELS } from '../options'
import { imageUrlSchema, requiredLine, requiredText, singleLine, uniqueTrimmed } from './common'

export const REQUIRED_FIELDS_MESSAGE = ERRORS.required_fields
export const CUSTOM_PROFESSION_MESSAGE = ERRORS.custom_profession
export const AGREEMENTS_MESSAGE = ERRORS.agreements

export const skillsSchema = z
  .array(z.string().max(LIMITS.skillLength, errorText('skill_too_long', { max: LIMITS.skillLength })))
  .max(LIMITS.skillsCount * 3)
  .transform((skills) => uniqueTrimmed(skills))
  .pipe(
    z.array(z.string()).max(LIMITS.skillsCount, errorText('too_many_skills', { max: LIMITS.skillsCount })),
  )

export const portfolioImagesSchema = z
  .array(z.string().max(LIMITS.urlLength))
  .max(LIMITS.portfolioImagesCount * 3)
  .transform((urls) => uniqueTrimmed(urls))
  .pipe(
    z
      .array(imageUrlSchema)
      .max(LIMITS.portfolioImagesCount, errorText('too_many_images', { max: LIMITS.portfolioImagesCount })),
  )

// "0 if blank" (docs/product.md §3): the form sends the raw text, the API may send a number or nothing.
export const hourlyRateSchema = z.preprocess(
  (value) =>
    value === '' || value === null || value === undefined
      ? 0
      : typeof value === 'string'
        ? Number(value)
        : value,
  z
    .number({ error: ERRORS.hourly_rate_whole })
    .int(ERRORS.hourly_rate_whole)
    .min(0, ERRORS.hourly_rate_negative)
    .max(LIMITS.hourlyRateMax, ERRORS.hourly_rate_too_high),
)

const mustAgree = z.boolean().refine((value) => value, AGREEMENTS_MESSAGE)

/**
 * One experience scale (docs/decisions/016). A value of the retired scale, from a page loaded before
 * the change, is stored as its place on this one: "Advanced (5-9 years)" becomes "Experienced (5+ years)".
 */
export const experienceSchema = requiredText(LIMITS.experienceLength, REQUIRED_FIELDS_MESSAGE)
  .transform((value) => RETIRED_EXPERIENCE_LEVELS[value] ?? value)
  .refine((value) => (EXPERIENCE_LEVELS as readonly string[]).includes(value), ERRORS.experience_level)

/**
 * The profile create payload (docs/product.md §3), used by the onboarding form and POST /api/profiles alike.
 * When profession is Other, customProfession is required and becomes the profession (docs/product.md §5).
 */
export const createProfileSchema = z
  .object({
    profession: requiredLine(LIMITS.professionLength, REQUIRED_FIELDS_MESSAGE),
    customProfession: singleLine(z.string().trim().max(LIMITS.professionLength)).optional(),
    bio: requiredText(LIMITS.bioLength, REQUIRED_FIELDS_MESSAGE),
    location: requiredText(LIMITS.locationLength, REQUIRED_FIELDS_MESSAGE),
    experience: experienceSchema,
    hourlyRate: hourlyRateSchema,
    skills: skillsSchema.default([]),
    portfolioImages: portfolioImagesSchema.default([]),
    isAvailableForWork: z.boolean().default(true),
    agreedToPrivacyPolicy: mustAgree,
    agreedToTermsOfService: mustAgree,
  })
  .superRefine((value, ctx) => {
    if (value.profession === 'Other' && !value.customProfession) {
      ctx.addIssue({ code: 'custom', path: ['customProfession'], message: CUSTOM_PROFESSION_MESSAGE })
    }
  })
  .transform(({ customProfession, ...value }) => ({
    ...value,
    profession: value.profession === 'Other' ? customProfession! : value.profession,
  }))

export type CreateProfileInput = z.input<typeof createProfileSchema>
export type CreateProfile = z.output<typeof createProfileSchema>

export const profileSchema = z.object({
  userId: z.string(),
  bio: z.string(),
  profession: z.string(),
  location: z.string(),
  skills: z.array(z.string()),
  experience: z.string(),
  projectInterests: z.string().nullable(),
  collaborationStyle: z.string().nullable(),
  portfolio: z.string().nullable(),
  /** The mean of the visible reviews received, to one decimal; 5.0 with none (docs/decisions/051). */
  rating: z.number(),
  reviewCount: z.number().int(),
  /** Completed teams whose crew this person was in. */
  projectsCompleted: z.number().int(),
  hourlyRate: z.number().int(),
  portfolioImages: z.array(z.string()),
  isAvailableForWork: z.boolean(),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  showOnlineStatus: z.boolean(),
  allowMessagesFromStrangers: z.boolean(),
  showInDiscovery: z.boolean(),
  shareAnalytics: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Profile = z.infer<typeof profileSchema>

export const EXPERIENCE_LEVEL_MESSAGE = ERRORS.experience_level
export const PORTFOLIO_URL_MESSAGE = ERRORS.portfolio_url
export const PROFILE_PICTURE_MESSAGE = ERRORS.profile_picture
export const PROFILE_TEXT_LIMITS = { projectInterests: 500, collaborationStyle: 500 } as const

/** Free text that may be cleared: blank becomes null. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, errorText('too_long', { max }))
    .nullable()
    .transform((value) => value || null)

const portfolioLinkSchema = z
  .string()
  .trim()
  .max(LIMITS.urlLength, errorText('too_long', { max: LIMITS.urlLength }))
  .nullable()
  .transform((value) => value || null)
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: PORTFOLIO_URL_MESSAGE }).nullable())

/**
 * PUT /api/profile (docs/product.md §7): every field optional, so a dialog may send only what it edits; the fields
 * it sends follow the same trimming and bounds as onboarding.
 */
export const updateProfileSchema = z
  .object({
    profession: requiredLine(LIMITS.professionLength, REQUIRED_FIELDS_MESSAGE),
    customProfession: singleLine(z.string().trim().max(LIMITS.professionLength)),
    bio: requiredText(LIMITS.bioLength, REQUIRED_FIELDS_MESSAGE),
    location: requiredText(LIMITS.locationLength, REQUIRED_FIELDS_MESSAGE),
    experience: experienceSchema,
    skills: skillsSchema,
    projectInterests: clearableText(PROFILE_TEXT_LIMITS.projectInterests),
    collaborationStyle: clearableText(PROFILE_TEXT_LIMITS.collaborationStyle),
    portfolio: portfolioLinkSchema,
    hourlyRate: hourlyRateSchema,
    isAvailableForWork: z.boolean({ error: errorText('must_be_boolean', { name: 'isAvailableForWork' }) }),
  })
  .partial()
  .superRefine((value, ctx) => {
    if (value.profession === 'Other' && !value.customProfession) {
      ctx.addIssue({ code: 'custom', path: ['customProfession'], message: CUSTOM_PROFESSION_MESSAGE })
    }
  })
  .transform(({ customProfession, ...value }) =>
    value.profession === 'Other' ? { ...value, profession: customProfession! } : value,
  )
export type UpdateProfileInput = z.input<typeof updateProfileSchema>
export type UpdateProfile = z.output<typeof updateProfileSchema>

/** PUT /api/profile/picture: an upload of the caller's (/uploads/...) or an https image URL. */
export const updateProfilePictureSchema = z.object({
  profileImageUrl: z
    .string({ error: PROFILE_PICTURE_MESSAGE })
    .trim()
    .min(1, PROFILE_PICTURE_MESSAGE)
    .pipe(imageUrlSchema),
})
export type UpdateProfilePicture = z.infer<typeof updateProfilePictureSchema>

/** GET /api/profiles/{userId}: what others may see; the privacy switches themselves stay private. */
export const publicProfileSchema = profileSchema
  .omit({
    showOnlineStatus: true,
    allowMessagesFromStrangers: true,
    showInDiscovery: true,
    shareAnalytics: true,
  })
  .extend({
    user: z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      profileImageUrl: z.string().nullable(),
    }),
    /** Public portfolio projects only. */
    portfolioCount: z.number().int(),
    /** Endorsements of the skills still listed, and whether the viewer gave one (docs/decisions/051). */
    endorsements: z.array(z.object({ skill: z.string(), count: z.number().int(), byMe: z.boolean() })),
    /** Whether the viewer may endorse this person: matched, or in or once in a team with them. */
    canEndorse: z.boolean(),
  })
export type PublicProfile = z.infer<typeof publicProfileSchema>

/** GET /api/profile/stats: the profile page tiles (docs/decisions/036 says what each counts). */
export const profileStatsSchema = z.object({
  messages: z.number().int(),
  teamMembers: z.number().int(),
  activeTeams: z.number().int(),
  matches: z.number().int(),
  portfolioProjects: z.number().int(),
  portfolioLikes: z.number().int(),
})
export type ProfileStats = z.infer<typeof profileStatsSchema>
