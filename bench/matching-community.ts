import { LOCATIONS, PROFESSIONS } from '@shared/options'
import { SKILLS } from './discover-data'

/**
 * A simulated community for `npm run bench -- matching` (docs/decisions/042). Its like rule is the
 * bench's secret: the ranking never reads this file, and nothing in it is written into the ranking.
 *
 * The rule. Person u likes person c with probability
 *   min(0.95, taste[prof u][prof c] × choosiness u × appeal c × (1 + 0.3 × shared skills)
 *             × (1.4 if same province) × (1.1 if c is available for work))
 * where `taste` is a random matrix drawn per seed (each profession warms to a few others, not
 * symmetrically), choosiness and appeal are hidden per person (a few stars are very appealing), and one
 * person in five is inactive: seen last weeks ago, they never swipe, so they never like anyone back.
 */
export interface SimPerson {
  index: number
  profession: string
  location: string
  province: string
  skills: string[]
  available: boolean
  active: boolean
  choosiness: number
  appeal: number
}

export interface Community {
  people: SimPerson[]
  /** P(u likes c) under the rule. */
  likes: (u: SimPerson, c: SimPerson) => number
  random: () => number
}

/** A small seeded generator (mulberry32): the same seed gives the same community. */
export function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function makeCommunity(size: number, seed: number): Community {
  const random = seeded(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const professions = PROFESSIONS.filter((name) => name !== 'Other')
  // Each profession warms to a few others (and sometimes its own), coolly to the rest.
  const taste = professions.map(() =>
    professions.map(() => {
      const roll = random()
      return roll < 0.18 ? 0.6 : roll < 0.45 ? 0.22 : 0.05
    }),
  )
  // Each profession's own skills: people of it list mostly these.
  const homeSkills = professions.map(() => Array.from({ length: 5 }, () => pick(SKILLS)))
  const people: SimPerson[] = Array.from({ length: size }, (_, index) => {
    const professionIndex = Math.floor(random() * professions.length)
    const location = pick(LOCATIONS)
    const skills = new Set<string>()
    while (skills.size < 3) skills.add(pick(homeSkills[professionIndex]!))
    if (random() < 0.6) skills.add(pick(SKILLS))
    const star = random() < 0.04
    return {
      index,
      profession: professions[professionIndex]!,
      location,
      province: location.split(', ')[1]!,
      skills: [...skills],
      available: random() < 0.65,
      active: random() < 0.8,
      choosiness: 0.5 + random() * 1.1,
      appeal: star ? 2.6 : 0.6 + random() * 1.0,
    }
  })
  const professionIndex = new Map<string, number>(professions.map((name, index) => [name, index]))
  const likes = (u: SimPerson, c: SimPerson) => {
    const shared = c.skills.filter((skill) => u.skills.includes(skill)).length
    const p =
      taste[professionIndex.get(u.profession)!]![professionIndex.get(c.profession)!]! *
      u.choosiness *
      c.appeal *
      (1 + 0.3 * shared) *
      (u.province === c.province ? 1.4 : 1) *
      (c.available ? 1.1 : 1)
    return Math.min(0.95, p)
  }
  return { people, likes, random }
}
