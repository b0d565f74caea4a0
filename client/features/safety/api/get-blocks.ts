import type { Block } from '@shared/schemas/safety'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The people the caller blocked, for Settings. */
export const getBlocks = () => api.get<Block[]>('/api/blocks')

export const blocksQuery = queryOptions({ queryKey: ['blocks'], queryFn: getBlocks })

export const useBlocks = () => useQuery(blocksQuery)
