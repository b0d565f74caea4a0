import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'
import { LIMITS } from '../limits'
import { PROJECT_TYPES } from '../options'
import { imageUrlSchema, requiredLine, uniqueTrimmed } from './common'

export const PROJECT_TITLE_MESSAGE = ERRORS.project_title_required

// Kept with the other option lists, free of zod, so showing a project type never loads the validators.
export { PROJECT_TYPES, type ProjectType, projectTypeLabel } from '../options'

/**
 * Tags (docs/product.md §5): trimmed, lowercased, duplicates ignored ("NGO" and "ngo" give ["ngo"]); at most 10
 * of at most 30 characters. Lowercase is the spec's choice, restored after a spell of
 * keeping the case typed; migration 0015 lowercased what was stored meanwhile.
 */
export const normalizeTag = (tag: string) => tag.toLowerCase()

export const tagsSchema = z
  .array(z.string().max(LIMITS.tagLength * 4))
  .max(LIMITS.tagsCount * 3, errorText('too_many_tags', { max: LIMITS.tagsCount }))
  .transform((tags) => uniqueTrimmed(tags, normalizeTag))
  .pipe(
    z
      .array(z.string().max(LIMITS.tagLength, errorText('tag_too_long', { max: LIMITS.tagLength })))
      .max(LIMITS.tagsCount, errorText('too_many_tags', { max: LIMITS.tagsCount })),
  )

// A form leaves the image empty rather than absent: blank means no image.
const projectImageSchema = z
  .string({ error: ERRORS.image_url })
  .trim()
  .nullable()
  .transform((value) => value || null)
  .pipe(imageUrlSchema.nullable())

const projectFields = {
  title: requiredLine(LIMITS.projectTitleLength, PROJECT_TITLE_MESSAGE),
  description: z
    .string()
    .trim()
    .max(LIMITS.projectDescriptionLength, errorText('too_long', { max: LIMITS.projectDescriptionLength })),
  /** An upload of the caller's (/uploads/...) or an https URL. */
  imageUrl: projectImageSchema,
  projectType: z.enum(PROJECT_TYPES, { error: ERRORS.project_type }),
  tags: tagsSchema,
  isPublic: z.boolean({ error: errorText('must_be_boolean', { name: 'isPublic' }) }),
}

/** POST /api/portfolio (docs/product.md §3, §5). */
export const createProjectSchema = z.object({
  title: projectFields.title,
  description: projectFields.description.default(''),
  imageUrl: projectFields.imageUrl.optional().transform((value) => value ?? null),
  projectType: projectFields.projectType.default('other'),
  tags: projectFields.tags.default([]),
  isPublic: projectFields.isPublic.default(true),
})
export type CreateProjectInput = z.input<typeof createProjectSchema>
export type CreateProject = z.output<typeof createProjectSchema>

/** PATCH /api/portfolio/{id}: any subset of the project's fields (owner only). */
export const updateProjectSchema = z.object(projectFields).partial()
export type UpdateProjectInput = z.input<typeof updateProjectSchema>
export type UpdateProject = z.output<typeof updateProjectSchema>

export const projectUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
})

/** A portfolio project (docs/product.md §3), with whether the caller has liked it. */
export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  projectType: z.string(),
  tags: z.array(z.string()),
  isPublic: z.boolean(),
  likes: z.number().int(),
  likedByMe: z.boolean(),
  createdAt: z.string(),
  user: projectUserSchema,
})
export type Project = z.infer<typeof projectSchema>
export const projectListSchema = z.array(projectSchema)

/**
 * A page of projects: GET /api/portfolio (best first) and GET /api/profiles/{userId}/projects (a
 * person's public work, newest first); the next page's cursor comes in the X-Next-Cursor header.
 */
export const projectPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.portfolioPageMax).default(LIMITS.portfolioPageSize),
  cursor: z.string().max(200).optional(),
})
export type ProjectPageQuery = z.input<typeof projectPageQuerySchema>
export const featuredQuerySchema = projectPageQuerySchema
export type FeaturedQuery = ProjectPageQuery

/** POST and DELETE /api/portfolio/{id}/like. */
export const likeResultSchema = z.object({ likes: z.number().int(), likedByMe: z.boolean() })
export type LikeResult = z.infer<typeof likeResultSchema>

export const PORTFOLIO_MESSAGES = {
  notFound: ERRORS.project_not_found,
  notYours: ERRORS.project_not_yours,
  notYourUpload: ERRORS.project_upload_not_yours,
} as const
