import type { TEAM_PROJECT_TYPES } from '@shared/options'

// People are named by "First Last"; the seed fails loudly if a name here matches nobody.

export interface SeedTeam {
  name: string
  description: string
  projectType: (typeof TEAM_PROJECT_TYPES)[number]
  owner: string
  members: string[]
  maxMembers: number
  isLookingForMembers: boolean
  progress: number
  chat?: { from: string; text: string }[]
  /** A finished project: days since its owner marked it completed, and what its crew wrote of each other. */
  completed?: { daysAgo: number; reviews: SeedReview[] }
}

export interface SeedReview {
  from: string
  to: string
  stars: 1 | 2 | 3 | 4 | 5
  text?: string
}

export const TEAMS: SeedTeam[] = [
  {
    name: 'Mzansi Markets',
    description:
      'A mobile marketplace for informal traders: catalogue, orders and offline-first payments that survive load-shedding.',
    projectType: 'mobile_app',
    owner: 'Lerato Mokoena',
    members: ['Sipho Dlamini', 'Kagiso Molefe', 'Karabo Sithole'],
    maxMembers: 6,
    isLookingForMembers: true,
    progress: 45,
    chat: [
      {
        from: 'Lerato Mokoena',
        text: 'Morning team! The checkout prototype is up in Figma, comments welcome.',
      },
      { from: 'Kagiso Molefe', text: 'Nice one. I can start on the offline payment queue this week.' },
      {
        from: 'Karabo Sithole',
        text: "I'll draft the Setswana and English copy for the first screens by Friday.",
      },
    ],
  },
  {
    name: 'Jozi Jazz Festival Rebrand',
    description: 'A new identity, posters, photography and social launch for a Johannesburg jazz festival.',
    projectType: 'branding',
    owner: 'Themba Shabalala',
    members: ['Zanele Khumalo', 'Bongani Zulu', 'Palesa Motaung', 'Chantelle Jacobs'],
    maxMembers: 5,
    isLookingForMembers: false,
    progress: 70,
  },
  {
    name: 'Wild Coast Stories',
    description:
      'A short documentary series about the makers of the Wild Coast, with original music and a companion book.',
    projectType: 'other',
    owner: 'Sibusiso Ndlovu',
    members: ['Lwazi Mkhize', 'Musa Nxumalo', 'Annelie Kruger'],
    maxMembers: 6,
    isLookingForMembers: true,
    progress: 20,
  },
  {
    name: 'Spaza Shop Growth Campaign',
    description:
      'A pro bono marketing campaign helping ten spaza shops get found on WhatsApp and Google Maps.',
    projectType: 'marketing',
    owner: 'Priya Govender',
    members: ['Yusuf Abrahams', 'Refilwe Mahlaba'],
    maxMembers: 7,
    isLookingForMembers: true,
    progress: 35,
  },
  {
    name: 'Soweto Heritage Walk',
    description:
      'A walking-tour app for Soweto: a map of heritage sites, stories told by the people who live there, and photographs.',
    projectType: 'mobile_app',
    owner: 'Thandi Nkosi',
    members: ['Bongani Zulu', 'Palesa Motaung', 'Tshepo Mabena'],
    maxMembers: 4,
    isLookingForMembers: false,
    progress: 100,
    // Finished, so the demo shows earned reputation: ratings, reviews and projects completed.
    completed: {
      daysAgo: 12,
      reviews: [
        {
          from: 'Bongani Zulu',
          to: 'Thandi Nkosi',
          stars: 5,
          text: 'Thandi ran every usability session herself, and it showed. Would team up again tomorrow.',
        },
        {
          from: 'Palesa Motaung',
          to: 'Thandi Nkosi',
          stars: 5,
          text: 'Clear briefs, kind feedback, and the flows were ready before we were.',
        },
        {
          from: 'Tshepo Mabena',
          to: 'Thandi Nkosi',
          stars: 4,
          text: 'Great to work with. The scope grew midway, but she kept us on track.',
        },
        { from: 'Thandi Nkosi', to: 'Bongani Zulu', stars: 5, text: 'The stories he recorded made the app.' },
        { from: 'Thandi Nkosi', to: 'Palesa Motaung', stars: 4 },
        {
          from: 'Palesa Motaung',
          to: 'Tshepo Mabena',
          stars: 5,
          text: 'Solid code, and he explained it to the rest of us.',
        },
      ],
    },
  },
]

/**
 * The two sign-in accounts liked each other (their match below). Some preview people already
 * liked them too, so liking those back in Discover shows a match straight away.
 */
export const SWIPES: { from: string; to: string; action: 'like' | 'pass' }[] = [
  { from: 'Lerato Mokoena', to: 'Sipho Dlamini', action: 'like' },
  { from: 'Sipho Dlamini', to: 'Lerato Mokoena', action: 'like' },
  { from: 'Lerato Mokoena', to: 'Themba Shabalala', action: 'like' },
  { from: 'Lerato Mokoena', to: 'Hennie Coetzee', action: 'pass' },
  { from: 'Lerato Mokoena', to: 'Tumi Modise', action: 'pass' },
  { from: 'Sipho Dlamini', to: 'Ming Chen', action: 'like' },
  { from: 'Sipho Dlamini', to: 'Refilwe Mahlaba', action: 'pass' },
  { from: 'Kagiso Molefe', to: 'Lerato Mokoena', action: 'like' },
  { from: 'Ruan Botha', to: 'Lerato Mokoena', action: 'like' },
  { from: 'Bongani Zulu', to: 'Lerato Mokoena', action: 'like' },
  { from: 'Priya Govender', to: 'Lerato Mokoena', action: 'like' },
  { from: 'Thandi Nkosi', to: 'Sipho Dlamini', action: 'like' },
  { from: 'Jessica Pillay', to: 'Sipho Dlamini', action: 'like' },
  { from: "Megan O'Connor", to: 'Sipho Dlamini', action: 'like' },
]

export const MATCH = {
  between: ['Lerato Mokoena', 'Sipho Dlamini'] as const,
  messages: [
    {
      from: 'Sipho Dlamini',
      text: 'Hey Lerato! Loved your design system work, the Mzansi Markets flows look lekker.',
    },
    {
      from: 'Lerato Mokoena',
      text: "Thanks Sipho! I've been looking for a developer who cares about accessibility. Keen to chat about the app?",
    },
    {
      from: 'Sipho Dlamini',
      text: "Definitely. I'm free Thursday afternoon, I'll bring the coffee (virtually).",
    },
  ],
}
