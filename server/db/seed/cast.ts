import { randomUUID } from 'node:crypto'
import { DEMO_PEOPLE, type SeedPerson, SIGN_IN_PEOPLE } from './people'
import { createRandom, hashString, type Random } from './random'
import { personalWorks, WORKS, type Work } from './works'

/** A seeded person with everything decided except the image files. */
export interface CastMember {
  id: string
  person: SeedPerson
  email: string
  isDemo: boolean
  /** For file names: lowercase ASCII words joined by dashes. */
  slug: string
  /** One portfolio image each (2–4); the first `projectCount` are also portfolio projects. */
  works: Work[]
  projectCount: number
  /** Each person draws from their own stream, so editing one person leaves the others as they were. */
  random: Random
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const emailLocalPart = (text: string) => ascii(text).replace(/[^a-z0-9]/g, '')
export const slugOf = (text: string) =>
  ascii(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`

export function castPeople(): CastMember[] {
  const handedOut = new Map<string, number>()
  const people = [
    ...SIGN_IN_PEOPLE.map((person) => ({ person, email: person.email, isDemo: false })),
    ...DEMO_PEOPLE.map((person) => ({
      person,
      email: `${emailLocalPart(person.firstName)}.${emailLocalPart(person.lastName)}@demo.bubbles.co.za`,
      isDemo: true,
    })),
  ]
  return people.map(({ person, email, isDemo }) => {
    const random = createRandom(hashString(email))
    const imageCount = random.int(2, 4)
    const pool = WORKS[person.profession] ?? []
    const from = handedOut.get(person.profession) ?? 0
    const works = [...pool.slice(from, from + imageCount), ...personalWorks(person.firstName, person.city)]
    handedOut.set(person.profession, Math.min(pool.length, from + imageCount))
    return {
      id: randomUUID(),
      person,
      email,
      isDemo,
      slug: slugOf(fullName(person)),
      works: works.slice(0, imageCount),
      projectCount: Math.min(random.int(1, 3), imageCount),
      random,
    }
  })
}
