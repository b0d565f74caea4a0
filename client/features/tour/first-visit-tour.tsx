import { lazy, useEffect, useState } from 'react'
import { AfterFirstPaint } from '@/components/after-first-paint'
import { useUser } from '@/features/auth'
import { hasSeenTour, markTourSeen } from './lib/tour-storage'

// Nearly every visit to Discover never shows the tour: its code and words load only when it opens.
const TourDialog = lazy(() => import('./components/tour-dialog').then((m) => ({ default: m.TourDialog })))

// Only people who onboarded lately get it unasked: an old member on a new device already knows the app.
const NEW_MEMBER_MS = 24 * 60 * 60 * 1000

/** Opens the tour once for a newly onboarded member (profile creation lands on /discover). */
export function FirstVisitTour() {
  const { data: user } = useUser()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const createdAt = user?.profile && Date.parse(user.profile.createdAt)
    if (!user || !createdAt || Date.now() - createdAt > NEW_MEMBER_MS || hasSeenTour(user.id)) return
    // Marked on opening, not closing: a reload mid-tour must not bring it back.
    markTourSeen(user.id)
    setOpen(true)
  }, [user])

  if (!open) return null
  return (
    // Over Discover once its first screen is painted: the tour's code (a dialog, Radix) is no part of
    // what that screen waits for, and Discover stays on screen while it arrives.
    <AfterFirstPaint fallback={null}>
      <TourDialog open={open} onOpenChange={setOpen} />
    </AfterFirstPaint>
  )
}
