import { Badge } from '@/components/ui/badge'

/** The status as the server returns it; only "active" gets the highlighted green (spec §4). */
export function TeamStatusBadge({ status }: { status: string }) {
  // Shown exactly as returned, not recased: it is the server's word for the state.
  return <Badge variant={status === 'active' ? 'success' : 'default'}>{status}</Badge>
}
