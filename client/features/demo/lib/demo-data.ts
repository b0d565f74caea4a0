// Local sample content for /demo: no account, no server, no downloads (pictures are generated gradients).

export interface DemoPerson {
  id: string
  name: string
  age: number
  profession: string
  location: string
  bio: string
  skills: string[]
  /** What they would say after matching (steps 2 and 3). */
  messages: string[]
}

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    id: 'zanele',
    name: 'Zanele Mokoena',
    age: 27,
    profession: 'UI/UX Designer',
    location: 'Johannesburg, Gauteng',
    bio: 'I design calm, accessible apps for fintech and health start-ups. Looking for a developer who sweats the details.',
    skills: ['Figma', 'User Research', 'Design Systems'],
    messages: ['Hi! Loved your portfolio.', 'Want to team up on a banking app for spaza shops?'],
  },
  {
    id: 'jason',
    name: 'Jason van Wyk',
    age: 31,
    profession: 'Photographer',
    location: 'Cape Town, Western Cape',
    bio: 'Portraits and product shoots with natural light. Happiest on location between the mountain and the sea.',
    skills: ['Portraits', 'Product', 'Lightroom'],
    messages: [
      'Hey, thanks for the like!',
      'I have a studio free on Friday if you need shots for the launch.',
    ],
  },
  {
    id: 'ayanda',
    name: 'Ayanda Zulu',
    age: 24,
    profession: 'Web Developer',
    location: 'Durban, KwaZulu-Natal',
    bio: 'React and Node by day, open source by night. I turn good designs into fast, friendly websites.',
    skills: ['React', 'TypeScript', 'Node.js'],
    messages: ['Howzit! Your design work is great.', 'I can build it if you design it. Coffee this week?'],
  },
  {
    id: 'priya',
    name: 'Priya Naidoo',
    age: 29,
    profession: 'Copywriter',
    location: 'Pretoria, Gauteng',
    bio: 'Brand voices, launch campaigns and websites that sound like people. Fluent in English, isiZulu and jargon-free.',
    skills: ['Brand Voice', 'UX Writing', 'Campaigns'],
    messages: ['Hello! Matching with a fellow creative is the best.', 'Need words for your next project?'],
  },
  {
    id: 'kagiso',
    name: 'Kagiso Molefe',
    age: 35,
    profession: 'Illustrator',
    location: 'Bloemfontein, Free State',
    bio: 'Editorial illustration and children’s books, inspired by Free State skies. Always up for a colourful collab.',
    skills: ['Illustration', 'Procreate', 'Storytelling'],
    messages: ['Hi there!', 'I would love to illustrate something together.'],
  },
]

export const DEMO_STEPS = [
  { title: 'Discover', text: 'Swipe through creative profiles. Like the people you want to work with.' },
  { title: 'Match', text: 'When the like is mutual, it is a match. Here are yours.' },
  { title: 'Chat', text: 'Every match opens a conversation, so the next project starts with a message.' },
  { title: 'Team Up', text: 'Bring your matches together in a team with its own chat and tasks.' },
  { title: 'Showcase', text: 'Show your finished projects and collect likes from the community.' },
] as const

export const DEMO_TEAM = {
  name: 'Mzansi Launch Crew',
  projectType: 'Mobile App',
  description: 'A budgeting app for informal traders: design, build and launch in eight weeks.',
  members: ['Zanele Mokoena', 'Ayanda Zulu', 'Priya Naidoo'],
  maxMembers: 5,
  progress: 65,
}

export const DEMO_PROJECTS = [
  {
    title: 'Kasi Coffee Rebrand',
    type: 'Branding',
    description: 'Logo, packaging and a mural for a Soweto coffee roastery.',
    likes: 128,
  },
  {
    title: 'Karoo Trails App',
    type: 'Mobile App',
    description: 'Offline hiking maps with local guides’ stories along the way.',
    likes: 94,
  },
]

/** Spec §9: the demo's match overlay shows for 1.5 seconds. */
export const MATCH_OVERLAY_MS = 1500
/** How long Auto Play lingers on a profile before liking it. */
export const AUTOPLAY_DELAY_MS = 1200
