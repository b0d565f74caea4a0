import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { CreateProjectInput, Project } from '@shared/schemas/portfolio'
import type { ApiClient } from '../../../test/client'

/** Creates a project through the API, failing loudly otherwise. */
export async function newProject(client: ApiClient, overrides: Partial<CreateProjectInput> = {}) {
  const res = await client.post<Project>('/api/portfolio', { title: 'A project', ...overrides })
  if (res.status !== 201) throw new Error(`project create failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

/** Every featured page at `limit` per page, following X-Next-Cursor. */
export async function fetchAllFeatured(client: ApiClient, limit: number) {
  const pages: Project[][] = []
  let cursor: string | null = null
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`
    const res = await client.get<Project[]>(`/api/portfolio?${query}`)
    if (res.status !== 200) throw new Error(`featured failed: ${res.status} ${JSON.stringify(res.body)}`)
    pages.push(res.body)
    cursor = res.headers.get(NEXT_CURSOR_HEADER)
  } while (cursor)
  return pages
}
