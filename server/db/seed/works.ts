import type { PORTFOLIO_PROJECT_TYPES } from '@shared/options'

export interface Work {
  title: string
  /**
   * The words drawn on the image, when the title is too long for them: at most two lines of 13 letters
   * (images.ts CAPTION), so they fit a card's square thumbnail.
   */
  caption?: string
  description: string
  type: (typeof PORTFOLIO_PROJECT_TYPES)[number]
  tags: string[]
}

const work = (
  title: string,
  type: Work['type'],
  tags: string[],
  description: string,
  caption?: string,
): Work => ({ title, type, tags, description, ...(caption && { caption }) })

/**
 * Portfolio pieces by profession. Each piece goes to one person only (the first people of a
 * profession to ask get them), so the showcase never shows the same work twice.
 */
// biome-ignore format: one piece per line reads as a table
export const WORKS: Record<string, Work[]> = {
  'UI/UX Designer': [
    work('Mzansi Markets App', 'ui_ux', ['fintech', 'mobile', 'research'], 'A marketplace app for informal traders with offline-first payments and a checkout tested with real spaza owners.'),
    work('Taxi Rank Wayfinder', 'mobile_app', ['transport', 'maps', 'accessibility'], 'Redesigned wayfinding for minibus taxi routes, so first-time commuters know which rank and which hand sign.'),
    work('Clinic Queue Redesign', 'ui_ux', ['health', 'service design', 'SMS'], 'A queue booking flow for public clinics that works on a feature phone by SMS.'),
    work('Ubuntu Bank Onboarding', 'product_design', ['banking', 'onboarding', 'Figma'], 'Cut account opening from 14 screens to 6 with plain-language copy in four languages.'),
    work('Design System Starter', 'ui_ux', ['design system', 'tokens', 'Figma'], 'A token-based component kit for small product teams, with dark mode and accessible colour pairs.'),
    work('Township Tourism Guide', 'mobile_app', ['tourism', 'maps', 'offline'], 'A walking-tour app for township guides, with bookings and stories recorded by locals.'),
    work('School Fees Portal', 'ui_ux', ['education', 'payments', 'forms'], 'A parent portal that made paying school fees a two-minute job instead of a queue.'),
    work('Rooftop Garden Tracker', 'product_design', ['IoT', 'dashboard', 'sustainability'], 'A dashboard for rooftop food gardens: water, harvests and who is on duty.', 'Garden Tracker'),
  ],
  'Web Developer': [
    work('Load-shedding Planner', 'web_design', ['PWA', 'offline', 'React'], 'A progressive web app that turns outage schedules into a calendar, and keeps working when the Wi-Fi does not.'),
    work('Winelands Booking Engine', 'web_design', ['PHP', 'bookings', 'payments'], 'Tasting-room bookings and payments for twelve Stellenbosch wine farms.', 'Winelands Bookings'),
    work('Lodge Availability API', 'web_design', ['Node.js', 'API', 'PostgreSQL'], 'A shared availability API for Lowveld lodges, replacing a spreadsheet emailed around every Monday.', 'Lodge API'),
    work('Community Radio Site', 'web_design', ['Next.js', 'streaming', 'CMS'], 'A fast, low-data website and live stream player for a community radio station.'),
    work('Matric Results Checker', 'web_design', ['performance', 'caching', 'scale'], 'A results lookup that stayed up under 200,000 visitors in the first hour.', 'Matric Results'),
    work('Braai Club Meetups', 'web_design', ['community', 'events', 'rsvp'], 'An RSVP and meal-planning site for neighbourhood braai clubs.'),
    work('Municipal Outage Map', 'web_design', ['maps', 'open data', 'realtime'], 'A live map of water and power outages built on open municipal data.'),
    work('Craft Market Storefront', 'web_design', ['ecommerce', 'headless', 'payments'], 'A shared online storefront for forty makers from a weekend craft market.'),
  ],
  'Graphic Designer': [
    work('Durban July Posters', 'branding', ['poster', 'print', 'typography'], 'A poster series for fashion week parties at the Durban July, printed in three spot colours.'),
    work('Karoo Lamb Packaging', 'branding', ['packaging', 'print', 'food'], 'Butcher-paper packaging and labels for a Karoo farm shop.'),
    work('Annual Report 2024', 'other', ['editorial', 'layout', 'print'], 'A 60-page annual report for a mining trust, turning tables into stories.'),
    work('Bo-Kaap Festival Merch', 'illustration', ['merch', 'screen print', 'community'], 'T-shirts, tote bags and banners for a neighbourhood heritage festival.', 'Festival Merch'),
    work('Rugby Club Crest', 'branding', ['crest', 'sport', 'logo'], 'A refreshed crest for a 100-year-old rugby club, kept familiar for the old-timers.'),
    work('Township Jazz Flyers', 'illustration', ['flyer', 'music', 'print'], 'Weekly gig flyers for a township jazz club, designed to survive the photocopier.'),
    work('Community Newspaper Layout', 'other', ['newspaper', 'layout', 'typography'], 'A new layout for a free community newspaper, read by 30,000 people a week.', 'Newspaper Layout'),
  ],
  Photographer: [
    work('Soweto Portraits', 'photography', ['portrait', 'documentary', 'black and white'], 'A year of portraits of the people on my street, shot on one lens.'),
    work('Golden Hour Weddings', 'photography', ['wedding', 'outdoor', 'storytelling'], 'Weddings from Addo to the Garden Route, shot in the last hour of light.'),
    work('Cape Malay Kitchen', 'photography', ['food', 'styling', 'editorial'], 'A cookbook shoot with three generations of home cooks.'),
    work('Jazz at the Market', 'photography', ['music', 'live', 'low light'], 'Low-light photography of a weekly jazz night in a Newtown market.'),
    work('Studio Product Series', 'photography', ['product', 'studio', 'ecommerce'], 'Clean product photography for a local skincare brand launching online.', 'Product Series'),
    work('Drakensberg Landscapes', 'photography', ['landscape', 'travel', 'prints'], 'A limited print series from three winters in the Drakensberg.'),
    work('Matric Dance Evenings', 'photography', ['events', 'portrait', 'flash'], 'Red-carpet portraits for a season of matric dances.'),
  ],
  Videographer: [
    work('Surf Town Documentary', 'other', ['documentary', 'drone', 'ocean'], 'A short film about the surf school keeping kids in St Lucia in the water and in school.'),
    work('Amapiano Music Video', 'other', ['music video', 'colour grading', 'dance'], 'A one-take music video shot at night in a Soweto car wash.'),
    work('NGO Campaign Film', 'other', ['campaign', 'interviews', 'edit'], 'A two-minute fundraising film for a literacy charity.'),
    work('Church Choir Live Session', 'other', ['live', 'multi-camera', 'audio'], 'A three-camera live recording of a Polokwane choir competition.'),
    work('Brand Story Reel', 'branding', ['brand film', 'social', 'vertical'], 'Vertical brand stories cut for Instagram and TikTok.'),
    work('Taxi Rank Mini Series', 'other', ['series', 'documentary', 'street'], 'Three short episodes about the people who keep a taxi rank running.'),
    work('Wedding Highlight Films', 'other', ['wedding', 'highlights', 'drone'], 'Four-minute wedding highlight films, delivered within a week.', 'Wedding Films'),
  ],
  Writer: [
    work('Memoir of a Miner', 'other', ['ghostwriting', 'memoir', 'long-form'], 'Ghostwrote the memoir of a retired rock drill operator from Carletonville.'),
    work('Route 62 Travel Guide', 'other', ['travel', 'guide', 'Afrikaans'], 'A bilingual travel guide to the small towns of Route 62.'),
    work('Poems for the Bus Ride', 'other', ['poetry', 'zine', 'isiXhosa'], 'A pocket zine of poems written on the morning bus into town.'),
    work('Township Tech Features', 'other', ['journalism', 'features', 'research'], 'A features series on the developers building apps in Khayelitsha and Tembisa.'),
    work('Short Film Script', 'other', ['screenwriting', 'drama', 'film'], 'A 12-minute script about two sisters and a broken bakkie, now in pre-production.'),
    work('Kasi Food Column', 'other', ['column', 'food', 'culture'], 'A monthly column about the cooks and cafes of the townships.'),
    work('Podcast Scripts', 'other', ['podcast', 'scripts', 'storytelling'], 'Scripts for a history podcast about forgotten South African inventors.'),
  ],
  Copywriter: [
    work('Radio Campaign for Kota King', 'branding', ['radio', 'advertising', 'humour'], 'Three 30-second radio ads that doubled lunchtime orders in a month.', 'Kota King Radio'),
    work('Fintech Onboarding Copy', 'ui_ux', ['UX writing', 'microcopy', 'fintech'], 'Plain-language onboarding copy that cut support tickets by a third.', 'Onboarding Copy'),
    work('Setswana Social Campaign', 'other', ['social', 'Setswana', 'campaign'], 'A bilingual social campaign for a North West taxi association.', 'Setswana Social'),
    work('Tourism Tagline Pitch', 'branding', ['tagline', 'tourism', 'pitch'], 'The winning tagline pitch for a provincial tourism board.'),
    work('Email Welcome Series', 'other', ['email', 'conversion', 'ecommerce'], 'A five-email welcome series for a Cape Town coffee subscription.'),
    work('Bank Billboard Series', 'branding', ['billboard', 'outdoor', 'banking'], 'Six billboard lines for a challenger bank, each under seven words.', 'Bank Billboards'),
    work('Wine Label Stories', 'branding', ['wine', 'labels', 'storytelling'], 'The back-label stories for a range of Swartland wines.'),
  ],
  'Social Media Manager': [
    work('Koeksister Shop Growth', 'other', ['Instagram', 'growth', 'food'], 'Grew a family koeksister shop from 300 to 40,000 followers with weekly bake-along reels.'),
    work('Festival Live Coverage', 'other', ['TikTok', 'live', 'events'], 'Real-time social coverage of a three-day music festival.'),
    work('Gym Challenge Campaign', 'other', ['campaign', 'community', 'fitness'], 'A 30-day community challenge with user videos and weekly prizes.'),
    work('Restaurant Content Calendar', 'other', ['content', 'planning', 'hospitality'], 'A year-round content calendar for a group of Joburg restaurants.', 'Content Calendar'),
    work('Student Market Pop-up', 'other', ['Instagram', 'events', 'students'], 'Launch posts and stories for a campus pop-up market.'),
    work('Fashion Label Launch', 'other', ['launch', 'Instagram', 'fashion'], 'A two-week teaser campaign for a streetwear label drop.'),
    work('Community Clean-up Drive', 'other', ['NGO', 'community', 'video'], 'Social for a beach clean-up that brought out 800 volunteers.', 'Clean-up Drive'),
  ],
  'Marketing Specialist': [
    work('Lowveld Tourism Campaign', 'other', ['Google Ads', 'tourism', 'SEO'], 'A search and social campaign that filled lodges during the quiet winter months.', 'Lowveld Tourism'),
    work('FMCG Launch Plan', 'branding', ['go-to-market', 'research', 'retail'], 'The go-to-market plan for a new rooibos iced tea in 400 stores.'),
    work('Manufacturer Lead Funnel', 'other', ['HubSpot', 'B2B', 'email'], 'An inbound lead funnel for an automotive parts manufacturer.'),
    work('Surf School Open Day', 'other', ['events', 'local', 'community'], 'An open day and referral campaign that sold out a season of lessons.'),
    work('Citrus Export Report', 'other', ['market research', 'export', 'report'], 'Market research for a Limpopo citrus co-op entering European shelves.'),
    work('Rooibos Loyalty Programme', 'other', ['loyalty', 'retail', 'CRM'], 'A loyalty programme for a tea brand sold through corner shops.', 'Rooibos Loyalty'),
    work('Conference Sponsorship Pack', 'branding', ['events', 'sponsorship', 'B2B'], 'The sponsorship pack and pitch for a regional tech conference.', 'Sponsorship Pack'),
  ],
  'Brand Designer': [
    work('Marula Heritage Identity', 'branding', ['identity', 'heritage', 'logo'], 'An identity for a marula products co-operative, drawn from Venda pottery patterns.', 'Marula Identity'),
    work('Craft Gin Packaging', 'branding', ['packaging', 'label', 'premium'], 'Labels and gift boxes for a small-batch fynbos gin.'),
    work('Jozi Jazz Rebrand', 'branding', ['rebrand', 'music', 'motion'], 'A rebrand for a jazz festival, with a logo that moves to the beat.'),
    work('Bakery Brand Guidelines', 'branding', ['guidelines', 'typography', 'colour'], 'A 40-page brand book for a family bakery opening its fifth store.'),
    work('Startup Naming and Logo', 'branding', ['naming', 'logo', 'startup'], 'Name, logo and pitch deck look for a logistics startup.', 'Startup Naming'),
    work('Coffee Roastery Identity', 'branding', ['identity', 'coffee', 'packaging'], 'Logo, bags and signage for a roastery in a converted train station.', 'Coffee Roastery'),
    work('Sports League Identity', 'branding', ['sport', 'identity', 'kits'], 'An identity and kit design for a five-a-side football league.'),
  ],
  Illustrator: [
    work('Gogo and the Moon', 'illustration', ["children's book", 'isiZulu', 'watercolour'], "A children's picture book about a grandmother who talks to the moon."),
    work('Editorial Spot Series', 'illustration', ['editorial', 'ink', 'newspaper'], 'Weekly spot illustrations for a Sunday newspaper column.'),
    work('Beadwork Pattern Set', 'illustration', ['pattern', 'textile', 'heritage'], 'Seamless patterns inspired by Setswana beadwork, licensed for fabric.'),
    work('Wild Coast Comic', 'illustration', ['comics', 'adventure', 'ink'], 'A 24-page comic about two kids and a lost fishing boat.'),
    work('Botanical Fynbos Prints', 'illustration', ['botanical', 'prints', 'nature'], 'A series of fynbos prints sold at Kirstenbosch.'),
    work('Museum Wall Mural', 'illustration', ['mural', 'large scale', 'heritage'], 'A 12-metre mural about the history of the neighbourhood.'),
    work('Recipe Book Illustrations', 'illustration', ['food', 'book', 'gouache'], 'Gouache illustrations for a family recipe book.'),
  ],
  Animator: [
    work('Water Wise Explainer', 'other', ['explainer', '2D', 'motion'], 'A 90-second explainer on saving water, animated in three languages.'),
    work('Game Cinematic Trailer', 'other', ['3D', 'Blender', 'game'], 'A cinematic trailer for a local indie game, rigged and animated in Blender.', 'Game Trailer'),
    work('Bouncing Bubbles Loop', 'illustration', ['loop', 'frame-by-frame', 'gif'], 'A frame-by-frame loop of bubbles, made for a sticker pack.'),
    work('Kids Series Pilot', 'other', ['storyboard', 'character', 'pilot'], 'Storyboards and a two-minute animatic for a Saturday-morning cartoon.'),
    work('Product Launch Animation', 'product_design', ['3D', 'product', 'launch'], 'A 3D product animation for a smart geyser controller.', 'Launch Animation'),
    work('Music Video Animation', 'other', ['music video', 'rotoscope', 'motion'], 'A rotoscoped music video for an Afro-soul single.'),
    work('App Onboarding Motion', 'ui_ux', ['motion', 'Lottie', 'app'], 'Lottie animations that walk new users through a banking app.', 'Onboarding Motion'),
  ],
  Entrepreneur: [
    work('Township Delivery Pilot', 'product_design', ['startup', 'logistics', 'pilot'], 'A delivery pilot covering 2,000 households in Alexandra, run from a WhatsApp group.', 'Delivery Pilot'),
    work('Leather Goods Online Store', 'web_design', ['ecommerce', 'Shopify', 'craft'], 'An online store for handmade leather goods, now shipping across the country.'),
    work('Agri Co-op Pitch Deck', 'other', ['pitch', 'agritech', 'co-op'], 'The pitch deck that won a provincial agri-tech innovation grant.'),
    work('Founder Meetup Series', 'other', ['community', 'events', 'founders'], 'A monthly founders meetup that now runs in three cities.'),
    work('Solar Kiosk Franchise', 'other', ['energy', 'franchise', 'retail'], 'A solar phone-charging kiosk model now run by twelve owners.'),
    work('Makers Market Launch', 'other', ['events', 'makers', 'retail'], 'A quarterly makers market with sixty stalls and a waiting list.'),
    work('Youth Skills Bootcamp', 'other', ['education', 'youth', 'skills'], 'A six-week bootcamp teaching digital skills to school leavers.'),
  ],
  'Sound Engineer': [
    work('Gqom EP Mix', 'other', ['mixing', 'mastering', 'gqom'], 'Mixed and mastered a five-track gqom EP for a Durban producer.'),
    work('Podcast Sound Design', 'other', ['podcast', 'sound design', 'audio'], 'Intro music and sound design for a weekly business podcast.'),
    work('Live Festival Sound', 'other', ['live sound', 'festival', 'FOH'], 'Front-of-house sound for the main stage of a beach festival.'),
  ],
  Musician: [
    work('Lowveld Film Score', 'other', ['score', 'film', 'guitar'], 'An acoustic score for a short documentary about the Blyde River Canyon.'),
    work('Jingle for a Coffee Brand', 'branding', ['jingle', 'advertising', 'songwriting'], 'A 15-second jingle now playing on regional radio.'),
    work('Wedding Song Commission', 'other', ['songwriting', 'live', 'acoustic'], 'An original song written and performed for a couple in Hazyview.'),
  ],
  'Ceramic Artist': [
    work('Wild Coast Tableware', 'product_design', ['ceramics', 'tableware', 'glaze'], 'A tableware range glazed in the blues and greys of the Wild Coast.'),
    work('Restaurant Plate Commission', 'product_design', ['commission', 'hospitality', 'stoneware'], 'Two hundred hand-thrown plates for a farm-to-table restaurant.', 'Restaurant Plates'),
    work('Vessel Sculpture Series', 'other', ['sculpture', 'exhibition', 'clay'], 'Large coil-built vessels shown at a group exhibition in Makhanda.', 'Vessel Sculptures'),
  ],
  'Fashion Designer': [
    work('Shweshwe Lookbook', 'photography', ['fashion', 'lookbook', 'shweshwe'], 'A contemporary shweshwe collection and its lookbook shoot.'),
    work('Graduation Gown Range', 'product_design', ['tailoring', 'pattern making', 'textile'], 'Graduation gowns with Xhosa-inspired beaded trims.'),
    work('Upcycled Denim Capsule', 'other', ['sustainable', 'denim', 'capsule'], 'A capsule collection cut from donated denim.'),
  ],
  '3D Artist': [
    work('Geyser Product Render', 'product_design', ['3D', 'render', 'product'], 'Photoreal renders of a smart geyser for its crowdfunding page.', 'Geyser Render'),
    work('Game Asset Pack', 'other', ['game assets', 'Unreal Engine', 'PBR'], 'A pack of township street props, game-ready for Unreal Engine.'),
    work('Big Hole Visualisation', 'other', ['visualisation', 'heritage', 'Blender'], 'A 3D reconstruction of the Kimberley mine at the height of the diamond rush.'),
  ],
}

/** Personal pieces for when a profession's list has been handed out: named after the person, so never repeated. */
export const personalWorks = (firstName: string, city: string): Work[] => [
  work(
    `${firstName}'s Sketchbook`,
    'illustration',
    ['sketchbook', 'personal'],
    'Loose studies and ideas from my sketchbook, shared as I go.',
    'Sketchbook',
  ),
  work(
    `${firstName}'s Studio Experiments`,
    'other',
    ['experiments', 'personal'],
    'Personal experiments, made for the joy of it.',
    'Experiments',
  ),
  work(
    `${firstName}'s Open Studio Day`,
    'other',
    ['community', 'feedback'],
    `An open studio afternoon in ${city}: work in progress, tea and honest feedback.`,
    'Open Studio',
  ),
  work(
    `${firstName}'s Community Workshop`,
    'other',
    ['community', 'teaching'],
    `A free weekend workshop for high-school learners in ${city}.`,
    'Workshop',
  ),
]
