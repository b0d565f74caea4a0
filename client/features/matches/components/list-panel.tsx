import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'

/** A titled card holding one of the page's lists. */
export function ListPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="border-b border-border px-4 py-3 font-semibold">{title}</h2>
      {children}
    </Card>
  )
}
