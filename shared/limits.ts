// Business constants and limits (spec §9) plus the bounds the server enforces on free text.

export const LIMITS = {
  nameLength: 60,
  emailLength: 254,
  professionLength: 80,
  bioLength: 1000,
  locationLength: 120,
  experienceLength: 60,
  skillLength: 40,
  skillsCount: 20,
  urlLength: 2048,
  portfolioImagesCount: 12,
  hourlyRateMax: 1_000_000,
  messageLength: 4000,
  teamMembersMin: 2,
  teamMembersMax: 20,
  teamMembersDefault: 5,
  teamSettingsMembersMax: 50,
  uploadBytes: 10 * 1024 * 1024,
  // Decoding is what costs memory: a few kilobytes of PNG can claim billions of pixels.
  uploadMaxPixels: 40_000_000,
  uploadMaxDimension: 2048,
  uploadThumbnailSize: 400,
  teamNameLength: 80,
  teamDescriptionLength: 1000,
  taskTitleLength: 200,
  projectTitleLength: 120,
  projectDescriptionLength: 2000,
  tagLength: 30,
  tagsCount: 10,
  portfolioPageSize: 24,
  portfolioPageMax: 50,
} as const

export const CACHE = { staleTimeMs: 5 * 60_000, gcTimeMs: 10 * 60_000 } as const
export const TOAST_DURATION_MS = 2500
export const THEME_STORAGE_KEY = 'bubbles-ui-theme'
