import { EXPERIENCE_LEVELS, LOCATIONS } from '@shared/options'

type City = (typeof LOCATIONS)[number] extends `${infer Name}, ${string}` ? Name : never
type Level = 'beginner' | 'intermediate' | 'experienced' | 'expert'

export interface SeedPerson {
  firstName: string
  lastName: string
  /** One of PROFESSIONS, or the free text someone who chose "Other" typed instead. */
  profession: string
  city: City
  level: Level
  skills: string[]
  bio: string
  /** A few people hide from Discover, so its filters have something to exclude. */
  visibility?: 'friends'
  hiddenFromDiscovery?: true
  /**
   * Set for the people that make Discover's availability filters differ (docs/decisions/007); everyone
   * else is available or not at random. Busy people with project interests are "open"; available people
   * who quote no rate are not "freelance".
   */
  available?: boolean
  /** What they would still say yes to: a busy person with these is open to projects. */
  projectInterests?: string
  /** Quotes no hourly rate (0, docs/product.md §3): available, but not for paid freelance work. */
  noRate?: true
}

export const locationOf = (city: City) => LOCATIONS.find((location) => location.startsWith(`${city},`))!

const LEVEL_INDEX: Record<Level, number> = { beginner: 0, intermediate: 1, experienced: 2, expert: 3 }
export const experienceOf = (level: Level) => EXPERIENCE_LEVELS[LEVEL_INDEX[level]]!

/** Hourly rates in rand, by experience: [min, max]. */
export const RATE_RANGE: Record<Level, [number, number]> = {
  beginner: [150, 350],
  intermediate: [300, 650],
  experienced: [500, 950],
  expert: [800, 1500],
}

/**
 * Real accounts anyone can use through development sign-in (not preview profiles), so the
 * signed-in app has a match, a conversation and a team to show from the first click.
 */
export const SIGN_IN_PEOPLE: (SeedPerson & { email: string })[] = [
  {
    email: 'demo@bubbles.co.za',
    firstName: 'Lerato',
    lastName: 'Mokoena',
    profession: 'UI/UX Designer',
    city: 'Johannesburg',
    level: 'experienced',
    skills: ['Figma', 'Design Systems', 'User Research', 'Prototyping', 'Accessibility'],
    bio: 'I design warm, human product experiences for Joburg startups. Always keen to pair with developers who sweat the details as much as I do.',
  },
  {
    email: 'demo2@bubbles.co.za',
    firstName: 'Sipho',
    lastName: 'Dlamini',
    profession: 'Web Developer',
    city: 'Cape Town',
    level: 'intermediate',
    skills: ['React', 'TypeScript', 'Node.js', 'Tailwind CSS', 'PostgreSQL'],
    bio: 'Full-stack developer in Cape Town who loves turning Figma files into fast, accessible web apps. Ask me about my sourdough.',
  },
]

/** Preview profiles: every profession at least twice, every location at least twice. */
// biome-ignore format: one person per line reads as a table
export const DEMO_PEOPLE: SeedPerson[] = [
  // UI/UX Designer
  { firstName: 'Thandi', lastName: 'Nkosi', profession: 'UI/UX Designer', city: 'Johannesburg', level: 'intermediate', skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems'], bio: 'I design banking and fintech flows that my gogo can actually use. Always up for a usability test over coffee in Braamfontein.' },
  { firstName: 'Ayesha', lastName: 'Patel', profession: 'UI/UX Designer', city: 'Durban', level: 'experienced', skills: ['Figma', 'Interaction Design', 'Accessibility', 'Usability Testing', 'Wireframing'], bio: "Accessibility is my love language. I've spent six years making apps that work for everyone, from Umhlanga offices to Chatsworth homes." },
  { firstName: 'Pieter', lastName: 'van der Merwe', profession: 'UI/UX Designer', city: 'Bloemfontein', level: 'beginner', skills: ['Figma', 'Wireframing', 'UX Writing'], bio: "Recent UFS grad moving from architecture into UX. I'm looking for a patient team to learn from, and I bring the rusks.", available: true, noRate: true, projectInterests: 'Any team that will let me shadow their research sessions.' },
  // Web Developer
  { firstName: 'Kagiso', lastName: 'Molefe', profession: 'Web Developer', city: 'Pretoria', level: 'experienced', skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'AWS'], bio: 'I build fast, boring-in-a-good-way web apps for startups in Pretoria and beyond. Load-shedding taught me to love offline-first.' },
  { firstName: 'Ruan', lastName: 'Botha', profession: 'Web Developer', city: 'Cape Town', level: 'expert', skills: ['Vue.js', 'Laravel', 'PHP', 'MySQL', 'DevOps'], bio: "Fifteen years of shipping websites for wine farms, surf shops and everything in between. I'll happily review your code over a flat white in Woodstock.", available: false, projectInterests: 'Booked until March, but I would make time for an open-source project for a school or an NGO.' },
  { firstName: 'Naledi', lastName: 'Mahlangu', profession: 'Web Developer', city: 'Nelspruit', level: 'intermediate', skills: ['JavaScript', 'Next.js', 'Tailwind CSS', 'Firebase'], bio: 'Self-taught developer from Mbombela building booking sites for Lowveld lodges. I want to team up with designers who care about detail.' },
  // Graphic Designer
  { firstName: 'Zanele', lastName: 'Khumalo', profession: 'Graphic Designer', city: 'Durban', level: 'intermediate', skills: ['Adobe Illustrator', 'Photoshop', 'Typography', 'Print Design'], bio: "I make posters, packaging and festival merch with bold Durban colour. Give me a brief and a bunny chow and I'm happy." },
  { firstName: 'Jaco', lastName: 'Pretorius', profession: 'Graphic Designer', city: 'Kimberley', level: 'experienced', skills: ['InDesign', 'Layout', 'Print Production', 'Adobe Illustrator'], bio: 'Print is not dead, not in Kimberley anyway. I design magazines, annual reports and the occasional rugby club crest.' },
  { firstName: 'Fatima', lastName: 'Hendricks', profession: 'Graphic Designer', city: 'Cape Town', level: 'beginner', skills: ['Canva', 'Adobe Illustrator', 'Social Graphics'], bio: "Bo-Kaap born and raised, I'm building my portfolio one community project at a time. Colour is everything to me." },
  // Photographer
  { firstName: 'Bongani', lastName: 'Zulu', profession: 'Photographer', city: 'Johannesburg', level: 'expert', skills: ['Portrait Photography', 'Lighting', 'Lightroom', 'Editorial', 'Capture One'], bio: "I've photographed musicians, ministers and my neighbours in Soweto, and I treat them all the same. Available for editorial and campaign work.", available: false, projectInterests: 'A portrait series on the people who keep Joburg running. Editorial collaborations welcome.' },
  { firstName: 'Lindiwe', lastName: 'Mthembu', profession: 'Photographer', city: 'Port Elizabeth', level: 'intermediate', skills: ['Wedding Photography', 'Lightroom', 'Drone', 'Storytelling'], bio: 'Weddings, matric dances and the odd Nelson Mandela Bay sunrise. I love telling stories without anyone having to pose.', hiddenFromDiscovery: true },
  { firstName: 'Daniel', lastName: 'Cohen', profession: 'Photographer', city: 'Cape Town', level: 'experienced', skills: ['Product Photography', 'Food Styling', 'Studio Lighting'], bio: 'I shoot food and products for local brands from my studio in Salt River. If it can sit on a table, I can make it look delicious.' },
  // Videographer
  { firstName: 'Sibusiso', lastName: 'Ndlovu', profession: 'Videographer', city: 'Durban', level: 'experienced', skills: ['Premiere Pro', 'DaVinci Resolve', 'Drone', 'Documentary'], bio: "Documentary shooter chasing stories along the KZN coast. I've cut everything from surf films to NGO campaigns." },
  { firstName: 'Chantelle', lastName: 'Jacobs', profession: 'Videographer', city: 'Johannesburg', level: 'intermediate', skills: ['Music Videos', 'After Effects', 'Colour Grading', 'Gimbal'], bio: 'Music videos for amapiano and hip-hop artists are my thing. I edit fast and colour grade like it is a sport.' },
  { firstName: 'Tshepo', lastName: 'Mabena', profession: 'Videographer', city: 'Polokwane', level: 'beginner', skills: ['Videography', 'CapCut', 'Premiere Pro', 'Event Coverage'], bio: 'Capturing weddings and church events around Polokwane while I learn the craft properly. Keen to assist on bigger sets.' },
  // Writer
  { firstName: 'Nomvula', lastName: 'Dube', profession: 'Writer', city: 'Johannesburg', level: 'expert', skills: ['Long-form', 'Editing', 'Ghostwriting', 'Research', 'Journalism'], bio: 'Former features journalist, now ghostwriting memoirs and essays. I listen carefully and write the way you talk.', visibility: 'friends' },
  { firstName: 'Anika', lastName: 'Steyn', profession: 'Writer', city: 'Pretoria', level: 'intermediate', skills: ['Content Writing', 'SEO', 'Afrikaans', 'Editing'], bio: "I write in English and Afrikaans for travel and lifestyle brands. Ek hou van 'n goeie storie." },
  { firstName: 'Lwazi', lastName: 'Mkhize', profession: 'Writer', city: 'East London', level: 'beginner', skills: ['Scriptwriting', 'Poetry', 'Blogging'], bio: "Poet and aspiring screenwriter from East London. I'm looking for filmmakers who want words that land." },
  // Copywriter
  { firstName: 'Reza', lastName: 'Naidoo', profession: 'Copywriter', city: 'Durban', level: 'experienced', skills: ['Advertising', 'Brand Voice', 'Taglines', 'Radio Scripts', 'Campaign Concepts'], bio: "I've written radio ads you've definitely hummed in traffic on the N2. I turn briefs into lines people remember.", available: false, projectInterests: 'Radio drama and audio fiction. Any time, any length.' },
  { firstName: 'Megan', lastName: "O'Connor", profession: 'Copywriter', city: 'Cape Town', level: 'intermediate', skills: ['UX Writing', 'Email Marketing', 'Web Copy', 'SEO'], bio: 'Conversion-focused copy for Cape Town startups. I believe a good button label can save a whole product.' },
  { firstName: 'Karabo', lastName: 'Sithole', profession: 'Copywriter', city: 'Mafikeng', level: 'intermediate', skills: ['Copywriting', 'Setswana', 'Social Copy', 'Scripts'], bio: 'I write punchy copy in English and Setswana for brands that want to speak to the whole North West.' },
  // Social Media Manager
  { firstName: 'Palesa', lastName: 'Motaung', profession: 'Social Media Manager', city: 'Johannesburg', level: 'intermediate', skills: ['Instagram', 'TikTok', 'Content Calendars', 'Community Management'], bio: 'I grow communities for Joburg restaurants and fashion labels. TikTok trends are my cardio.' },
  { firstName: 'Yusuf', lastName: 'Abrahams', profession: 'Social Media Manager', city: 'Cape Town', level: 'experienced', skills: ['Meta Ads', 'Analytics', 'Influencer Marketing', 'Strategy', 'Canva'], bio: "Strategy first, posting second. I've run social for festivals, gyms and a very popular koeksister shop." },
  { firstName: 'Refilwe', lastName: 'Mahlaba', profession: 'Social Media Manager', city: 'Bloemfontein', level: 'beginner', skills: ['Instagram', 'Canva', 'Copywriting'], bio: "Marketing student in Bloem managing socials for a few small businesses. I'd love to join a team and learn paid ads.", available: true, noRate: true },
  // Marketing Specialist
  { firstName: 'Andile', lastName: 'Cele', profession: 'Marketing Specialist', city: 'Nelspruit', level: 'experienced', skills: ['Digital Marketing', 'Google Ads', 'SEO', 'Email Campaigns', 'Analytics'], bio: 'I help Lowveld tourism and farming businesses find customers online. Data-driven, but I still trust my gut.' },
  { firstName: 'Priya', lastName: 'Govender', profession: 'Marketing Specialist', city: 'Johannesburg', level: 'expert', skills: ['Brand Strategy', 'Market Research', 'Campaign Planning', 'B2B Marketing'], bio: 'Twelve years in FMCG marketing, now consulting for African startups. Nothing makes me happier than a good go-to-market plan.', available: false, projectInterests: 'Mentoring first-time founders on their go-to-market plan, one evening a month.' },
  { firstName: 'Hennie', lastName: 'Coetzee', profession: 'Marketing Specialist', city: 'Port Elizabeth', level: 'intermediate', skills: ['HubSpot', 'Content Marketing', 'Email', 'Events'], bio: "Marketing for Nelson Mandela Bay's manufacturers and surf schools. I run events too, braai included." },
  // Brand Designer
  { firstName: 'Mpho', lastName: 'Rakgoale', profession: 'Brand Designer', city: 'Polokwane', level: 'experienced', skills: ['Brand Identity', 'Logo Design', 'Adobe Illustrator', 'Brand Guidelines'], bio: 'I build identities for Limpopo businesses that deserve better than clip-art logos. Heritage-inspired, modern in execution.' },
  { firstName: 'Jessica', lastName: 'Pillay', profession: 'Brand Designer', city: 'Cape Town', level: 'intermediate', skills: ['Brand Identity', 'Packaging', 'Figma', 'Art Direction'], bio: "I design packaging and identities for craft food brands. I'm happiest when a brand feels like a person." },
  { firstName: 'Themba', lastName: 'Shabalala', profession: 'Brand Designer', city: 'Johannesburg', level: 'expert', skills: ['Brand Strategy', 'Art Direction', 'Identity Systems', 'Typography', 'Motion Branding'], bio: 'Creative director with a decade of agency work in Rosebank. These days I help founders find their voice and their look.' },
  // Illustrator
  { firstName: 'Busisiwe', lastName: 'Ngcobo', profession: 'Illustrator', city: 'Pretoria', level: 'intermediate', skills: ["Children's Books", 'Procreate', 'Watercolour', 'Character Design'], bio: "I illustrate children's books in isiZulu and English. Every kid deserves to see themselves on the page." },
  { firstName: 'Liam', lastName: 'Fourie', profession: 'Illustrator', city: 'East London', level: 'experienced', skills: ['Editorial Illustration', 'Procreate', 'Ink', 'Comics'], bio: 'Editorial illustrator and weekend comic artist on the Buffalo City coast. I draw with ink first, pixels second.', available: false, projectInterests: 'A graphic novel set on the Wild Coast: looking for a writer to build it with.' },
  { firstName: 'Khanyisile', lastName: 'Mazibuko', profession: 'Illustrator', city: 'Mafikeng', level: 'beginner', skills: ['Digital Illustration', 'Procreate', 'Pattern Design'], bio: 'I draw patterns inspired by Setswana beadwork and Mahikeng sunsets. Still learning, always drawing.' },
  // Animator
  { firstName: 'Siyabonga', lastName: 'Mthethwa', profession: 'Animator', city: 'Polokwane', level: 'experienced', skills: ['2D Animation', 'After Effects', 'Toon Boom', 'Storyboarding'], bio: 'I animate explainer videos and short films from Polokwane. My dream is an African Saturday-morning cartoon.', visibility: 'friends' },
  { firstName: 'Ming', lastName: 'Chen', profession: 'Animator', city: 'Cape Town', level: 'intermediate', skills: ['3D Animation', 'Blender', 'Maya', 'Rigging'], bio: "Blender nerd working on game cinematics and product animations. Cape Town's animation scene is small but mighty." },
  { firstName: 'Tumi', lastName: 'Modise', profession: 'Animator', city: 'Kimberley', level: 'beginner', skills: ['2D Animation', 'Blender', 'Frame-by-frame'], bio: 'Animation graduate finding my feet in Kimberley. I animate loops, GIFs and anything with bouncing bubbles.', available: true, noRate: true },
  // Entrepreneur
  { firstName: 'Sizwe', lastName: 'Radebe', profession: 'Entrepreneur', city: 'Johannesburg', level: 'experienced', skills: ['Product Strategy', 'Fundraising', 'Team Building', 'Pitching'], bio: 'Founder of a township delivery startup in Alexandra. Looking for a designer and a developer who want to build for the next billion.', available: true, noRate: true, projectInterests: 'A delivery app for townships, built with a founding team.' },
  { firstName: 'Marike', lastName: 'du Plessis', profession: 'Entrepreneur', city: 'Bloemfontein', level: 'intermediate', skills: ['E-commerce', 'Operations', 'Shopify', 'Sales'], bio: 'I run an online shop for handmade leather goods from Bloem. I need a photographer and a social media partner to grow.' },
  { firstName: 'Oratile', lastName: 'Seleka', profession: 'Entrepreneur', city: 'Mafikeng', level: 'beginner', skills: ['Business Planning', 'Social Entrepreneurship', 'Community Building'], bio: "Starting an agri-tech co-op in the North West. I'm idea-rich and designer-poor, so let's talk.", available: true, noRate: true, projectInterests: 'An agri-tech co-op app for small-scale farmers.' },
  // Other: what people typed when none of the listed professions fitted
  { firstName: 'Musa', lastName: 'Nxumalo', profession: 'Sound Engineer', city: 'Durban', level: 'experienced', skills: ['Mixing', 'Mastering', 'Pro Tools', 'Live Sound'], bio: 'Mixing gqom, maskandi and podcast audio from my Durban studio. I make things sound the way they feel.' },
  { firstName: 'Vusi', lastName: 'Mathebula', profession: 'Musician', city: 'Nelspruit', level: 'intermediate', skills: ['Guitar', 'Composition', 'Songwriting', 'Logic Pro'], bio: 'Singer-songwriter from Mbombela writing for film, ads and the occasional wedding. I love working with video people.' },
  { firstName: 'Annelie', lastName: 'Kruger', profession: 'Ceramic Artist', city: 'East London', level: 'expert', skills: ['Wheel Throwing', 'Glazing', 'Kiln Firing', 'Sculpture'], bio: 'I throw functional ceramics in my East London studio, inspired by the Wild Coast. Open to collabs with photographers and brand folk.', available: false, projectInterests: 'Tableware shoots with photographers and chefs.' },
  { firstName: 'Nandi', lastName: 'Mabuza', profession: 'Fashion Designer', city: 'Port Elizabeth', level: 'intermediate', skills: ['Fashion Design', 'Pattern Making', 'Textile Design', 'Styling'], bio: 'I design contemporary wear with shweshwe and Xhosa-inspired details. Looking for a photographer for my next lookbook.' },
  { firstName: 'Rohan', lastName: 'Maharaj', profession: '3D Artist', city: 'Kimberley', level: 'intermediate', skills: ['Blender', 'Substance Painter', 'Product Visualisation', 'Unreal Engine'], bio: 'I make 3D product renders and game-ready assets from Kimberley. Happy to bring your sketch to life.' },
]
