import { randomUUID } from 'node:crypto'
import { discoverQuerySchema } from '@shared/schemas/discover'
import { sql } from 'drizzle-orm'
import { type Database, openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { profiles, users } from '../server/db/schema'
import type { CardJson } from '../server/features/discover/card-cache'
import { findRankedPage } from '../server/features/discover/matching/ranked-deck'
import { findRecentOrderProfiles } from '../server/features/discover/service'
import { createSwipe } from '../server/features/swipes/service'
import { type Benchmark, check, formatPercent } from './lib/benchmark'
import { type Community, makeCommunity, type SimPerson } from './matching-community'
import { measureThroughput } from './matching-throughput'

// Several hundred people, two rounds of twelve swipes each, 80 decks judged (docs/decisions/042).
const SIZE = 400
const SWIPES_PER_ROUND = 12
const ROUNDS = 2
const JUDGED = 80
// Seed 1 was used to choose the weights; the others are communities the ranking has never seen.
// MATCHING_SEEDS= (empty) skips the ranking and measures throughput alone.
const SEEDS = (process.env.MATCHING_SEEDS ?? '1,2,3')
  .split(',')
  .filter((seed) => seed.trim() !== '')
  .map(Number)
const TARGET = { yieldVsRandom: 3.5, topShare: 0.3, throughputShare: 0.8 }

export const matchingBenchmark: Benchmark = {
  name: 'matching',
  run: async () => {
    const lines: string[] = []
    for (const seed of SEEDS) {
      const result = await simulate(seed)
      const label = seed === 1 ? 'seed 1 (tuned on)' : `seed ${seed} (unseen)`
      console.log(
        `${label}: expected matches in the first 10 cards, per deck: ranked ${result.ranked.toFixed(3)}, old order ${result.old.toFixed(3)}, random ${result.random.toFixed(3)}, best possible ${result.best.toFixed(3)}`,
      )
      const vsRandom = result.ranked / result.random
      lines.push(
        `${label}: match yield ${vsRandom.toFixed(2)}× random (>= ${TARGET.yieldVsRandom} ${check(vsRandom >= TARGET.yieldVsRandom)}), ${(result.ranked / result.old).toFixed(2)}× the old order (old ${(result.old / result.random).toFixed(2)}× random, best ${(result.best / result.random).toFixed(2)}× random); most-shown person in ${formatPercent(result.topShare)} of first pages (<= 30% ${check(result.topShare <= TARGET.topShare)})`,
      )
    }
    // MATCHING_THROUGHPUT=0 judges the ranking alone (the throughput half loads 100k people, minutes).
    if (process.env.MATCHING_THROUGHPUT !== '0') lines.push(...(await measureThroughput()))
    return lines
  },
}

async function simulate(seed: number) {
  const community = makeCommunity(SIZE, seed)
  const database = await openDatabase({ dataDir: '', inMemory: true })
  try {
    await migrateDatabase(database)
    const ids = await loadCommunity(database, community)
    const byId = new Map<string, SimPerson>(community.people.map((person) => [ids[person.index]!, person]))
    const active = community.people.filter((person) => person.active)
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const person of shuffle(active, community.random)) {
        const cards = await rankedIds(database, ids[person.index]!, SWIPES_PER_ROUND)
        for (const cardId of cards) {
          const liked = community.random() < community.likes(person, byId.get(cardId)!)
          await createSwipe({
            db: database.db,
            swiperId: ids[person.index]!,
            swipedId: cardId,
            action: liked ? 'like' : 'pass',
          })
        }
      }
    }
    return await judge(database, community, ids, byId, active)
  } finally {
    await database.close()
  }
}

/** What each order's first ten cards are worth to 80 people, and how often one person tops them all. */
async function judge(
  database: Database,
  community: Community,
  ids: string[],
  byId: Map<string, SimPerson>,
  active: SimPerson[],
) {
  const swipes = await database.db.execute(sql`select swiper_id, swiped_id, action from swipes`)
  const answer = new Map<string, string>()
  for (const row of (
    swipes as unknown as { rows: { swiper_id: string; swiped_id: string; action: string }[] }
  ).rows)
    answer.set(`${row.swiper_id}>${row.swiped_id}`, row.action)
  // A card's worth: u likes c, and c likes u back (already did, will, or never: passed or inactive).
  const worth = (u: SimPerson, c: SimPerson) => {
    const back = answer.get(`${ids[c.index]}>${ids[u.index]}`)
    const reply = back === 'like' ? 1 : back === 'pass' || !c.active ? 0 : community.likes(c, u)
    return community.likes(u, c) * reply
  }
  const totals = { ranked: 0, old: 0, random: 0, best: 0 }
  const shown = new Map<string, number>()
  const judged = shuffle(active, community.random).slice(0, JUDGED)
  for (const person of active) {
    const me = ids[person.index]!
    const ranked = await rankedIds(database, me, 10)
    for (const id of ranked) shown.set(id, (shown.get(id) ?? 0) + 1)
    if (!judged.includes(person)) continue
    const deck = community.people.filter(
      (other) => other !== person && !answer.has(`${me}>${ids[other.index]}`),
    )
    const values = deck.map((other) => worth(person, other)).sort((a, b) => b - a)
    const sum = (list: string[]) => list.reduce((total, id) => total + worth(person, byId.get(id)!), 0)
    totals.ranked += sum(ranked)
    totals.old += sum(await oldIds(database, me, 10))
    totals.random += (values.reduce((a, b) => a + b, 0) / deck.length) * 10
    totals.best += values.slice(0, 10).reduce((a, b) => a + b, 0)
  }
  const per = (value: number) => value / judged.length
  return {
    ranked: per(totals.ranked),
    old: per(totals.old),
    random: per(totals.random),
    best: per(totals.best),
    topShare: Math.max(...shown.values()) / active.length,
  }
}

const cardIds = (cards: CardJson[]) =>
  cards.map((card) => (JSON.parse(card) as { user: { id: string } }).user.id)

async function rankedIds(database: Database, userId: string, limit: number) {
  const query = discoverQuerySchema.parse({ limit })
  return cardIds((await findRankedPage({ db: database.db, userId, query, ratesMaxAgeMs: 0 })).cards)
}

async function oldIds(database: Database, userId: string, limit: number) {
  const query = discoverQuerySchema.parse({ limit })
  return cardIds((await findRecentOrderProfiles({ db: database.db, userId, query })).cards)
}

/** The community's people as members: profiles as onboarding writes them, the inactive seen weeks ago. */
async function loadCommunity(database: Database, community: Community) {
  const now = Date.now()
  const ids = community.people.map(() => randomUUID())
  await database.db.insert(users).values(
    community.people.map((person) => ({
      id: ids[person.index]!,
      email: `sim-${person.index}@example.com`,
      firstName: `Sim${person.index}`,
      lastName: 'Person',
      lastActiveAt: new Date(
        now - (person.active ? community.random() * 2 : 20 + community.random() * 40) * 86_400_000,
      ),
    })),
  )
  await database.db.insert(profiles).values(
    community.people.map((person) => ({
      userId: ids[person.index]!,
      profession: person.profession,
      bio: `Simulated ${person.profession.toLowerCase()}.`,
      location: person.location,
      experience: 'Intermediate (2-5 years)',
      skills: person.skills,
      isAvailableForWork: person.available,
      agreedToPrivacyPolicyAt: new Date(),
      agreedToTermsOfServiceAt: new Date(),
      updatedAt: new Date(now - community.random() * 30 * 86_400_000),
    })),
  )
  return ids
}

function shuffle<T>(list: T[], random: () => number) {
  const copy = [...list]
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}
