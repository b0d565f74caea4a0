import type { DiscoverCard } from '@shared/schemas/discover'
import type { Project } from '@shared/schemas/portfolio'
import { SEARCH_TOP, type SearchKind, type SearchQueryOutput, type SearchTop } from '@shared/schemas/search'
import type { DiscoverTeam } from '@shared/schemas/teams'
import type { Db } from '../../db/client'
import { toCard } from '../discover'
import { toProjectJson } from '../portfolio'
import { toTeamFields } from '../teams'
import { decodeSearchCursor, encodeSearchCursor, MAX_OFFSET } from './cursor'
import { type SearchPage, searchPeople } from './people'
import { searchProjects } from './projects'
import { searchTeams } from './teams'
import { searchWords } from './words'

// Nothing to look for (only punctuation, or one-letter words): nothing found, never everything.
const findPeople = async (db: Db, page: SearchPage): Promise<DiscoverCard[]> =>
  page.words.length === 0
    ? []
    : (await searchPeople(db, page)).map((row) => ({ ...toCard(row), reasons: [] }))

const findProjects = async (db: Db, page: SearchPage): Promise<Project[]> =>
  page.words.length === 0 ? [] : (await searchProjects(db, page)).map(toProjectJson)

// Teams are for members: a visitor's search finds none.
const findTeams = async (db: Db, { viewerId, ...page }: SearchPage): Promise<DiscoverTeam[]> =>
  page.words.length === 0 || !viewerId
    ? []
    : (await searchTeams(db, { ...page, viewerId })).map(({ team, owner, memberCount, joinRequested }) => ({
        ...toTeamFields(team),
        memberCount,
        owner,
        joinRequested,
      }))

const finders = { people: findPeople, projects: findProjects, teams: findTeams }
type Items = { people: DiscoverCard[]; projects: Project[]; teams: DiscoverTeam[] }

/** A page of one kind, and where the next one starts (null on the last). */
export async function searchOneKind<K extends SearchKind>({
  db,
  viewerId,
  kind,
  query: { q, limit, cursor },
}: {
  db: Db
  viewerId: string | null
  kind: K
  query: SearchQueryOutput
}): Promise<{ items: Items[K]; nextCursor: string | null }> {
  const offset = decodeSearchCursor(cursor)
  const page = { viewerId, q, words: searchWords(q), take: limit + 1, offset }
  const found = (await finders[kind](db, page)) as Items[K]
  const next = offset + limit
  return {
    items: found.slice(0, limit) as Items[K],
    nextCursor: found.length > limit && next <= MAX_OFFSET ? encodeSearchCursor(next) : null,
  }
}

/** The top few of each kind at once: the top bar's suggestions. */
export async function searchTop({ db, viewerId, q }: { db: Db; viewerId: string | null; q: string }) {
  const page = { viewerId, q, words: searchWords(q), take: SEARCH_TOP, offset: 0 }
  const [people, projects, teams] = await Promise.all([
    findPeople(db, page),
    findProjects(db, page),
    findTeams(db, page),
  ])
  return { people, projects, teams } satisfies SearchTop
}
