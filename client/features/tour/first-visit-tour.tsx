import { useEffect, useState } from 'react'
import { useUser } from '@/features/auth/api/get-user'
import { TourDialog } from './components/tour-dialog'
import { hasSeenTour, markTourSeen } from './lib/tour-storage'

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

  return <TourDialog open={open} onOpenChange={setOpen} />
}
