import { type ReactNode, Suspense } from 'react'
import { useAfterFirstPaint } from '@/lib/use-after-first-paint'

/**
 * Renders `children` (usually a lazy component) only once the first screen is on screen, with `fallback`
 * until then and while their code loads: the one way a part the first screen does not need stays out of
 * it (lib/use-after-first-paint.ts).
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const painted = useAfterFirstPaint()
  if (!painted) return fallback
  return <Suspense fallback={fallback}>{children}</Suspense>
}
