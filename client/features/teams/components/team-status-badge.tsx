import { Badge } from '@/components/ui/badge'
import { useTeamLabels } from '../lib/labels'

/** The status as the server returns it; only "active" gets the highlighted green (docs/product.md §4). */
export function TeamStatusBadge({ status }: { status: string }) {
  const labels = useTeamLabels()
  // The server's word for the state, not recased (in English it reads exactly as returned).
  return <Badge variant={status === 'active' ? 'success' : 'default'}>{labels.status(status)}</Badge>
}
