import type { Profession } from '@shared/options'

// Local sample content for /demo: no account, no server, no downloads (pictures are generated gradients).
// Names, places and project titles are the sample people's own and stay as they are; what they say
// (bio, messages) and the generic words (skills, project types) come from the `demo` catalogue, keyed
// by the ids below, so the demo reads in the visitor's language.

export interface DemoPersonData {
  id: string
  name: string
  age: number
  /** One of the spec's professions: it reads through the `options` catalogue. */
  profession: Profession
  location: string
  /** Keys of `skills.*` in the catalogue. */
  skills: string[]
  /** How many `people.<id>.message<n>` lines they would send after matching (steps 2 and 3). */
  messageCount: number
}

/** A sample person as the screens show them, in the visitor's language (see useDemoPeople). */
export interface DemoPerson {
  id: string
  name: string
  age: number
  profession: string
  location: string
  bio: string
  skills: string[]
  messages: string[]
}

export const DEMO_PEOPLE: DemoPersonData[] = [
  {
    id: 'zanele',
    name: 'Zanele Mokoena',
    age: 27,
    profession: 'UI/UX Designer',
    location: 'Johannesburg, Gauteng',
    skills: ['figma', 'userResearch', 'designSystems'],
    messageCount: 2,
  },
  {
    id: 'jason',
    name: 'Jason van Wyk',
    age: 31,
    profession: 'Photographer',
    location: 'Cape Town, Western Cape',
    skills: ['portraits', 'product', 'lightroom'],
    messageCount: 2,
  },
  {
    id: 'ayanda',
    name: 'Ayanda Zulu',
    age: 24,
    profession: 'Web Developer',
    location: 'Durban, KwaZulu-Natal',
    skills: ['react', 'typescript', 'nodejs'],
    messageCount: 2,
  },
  {
    id: 'priya',
    name: 'Priya Naidoo',
    age: 29,
    profession: 'Copywriter',
    location: 'Pretoria, Gauteng',
    skills: ['brandVoice', 'uxWriting', 'campaigns'],
    messageCount: 2,
  },
  {
    id: 'kagiso',
    name: 'Kagiso Molefe',
    age: 35,
    profession: 'Illustrator',
    location: 'Bloemfontein, Free State',
    skills: ['illustration', 'procreate', 'storytelling'],
    messageCount: 2,
  },
]

/** Keys of `steps.*` in the catalogue (title and text each). */
export const DEMO_STEPS = ['discover', 'match', 'chat', 'teamUp', 'showcase'] as const

export const DEMO_TEAM = {
  name: 'Mzansi Launch Crew',
  members: ['Zanele Mokoena', 'Ayanda Zulu', 'Priya Naidoo'],
  maxMembers: 5,
  progress: 65,
}

/** Each project's type and description are `projects.<id>.*` in the catalogue. */
export const DEMO_PROJECTS = [
  { id: 'kasiCoffee', title: 'Kasi Coffee Rebrand', likes: 128 },
  { id: 'karooTrails', title: 'Karoo Trails App', likes: 94 },
] as const

/** docs/product.md §9: the demo's match overlay shows for 1.5 seconds. */
export const MATCH_OVERLAY_MS = 1500
/** How long Auto Play lingers on a profile before liking it. */
export const AUTOPLAY_DELAY_MS = 1200
