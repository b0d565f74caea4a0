import { NEXT_CURSOR_HEADER } from '@shared/http'
import type { Project } from '@shared/schemas/portfolio'
import type { ApiClient } from '../../../test/client'

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
