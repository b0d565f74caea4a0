import { Compass, FolderOpen, HeartHandshake, type LucideIcon, MessageCircle, Users } from 'lucide-react'

/** docs/product.md §9: the tour's sample profiles move on every 3 seconds. */
export const TOUR_ADVANCE_MS = 3000

export type TourStepId = 'discover' | 'matching' | 'messaging' | 'teams' | 'portfolio'

/** The five steps; their words are in the tour catalogue under steps.<id>. */
export const TOUR_STEPS: { id: TourStepId; icon: LucideIcon }[] = [
  { id: 'discover', icon: Compass },
  { id: 'matching', icon: HeartHandshake },
  { id: 'messaging', icon: MessageCircle },
  { id: 'teams', icon: Users },
  { id: 'portfolio', icon: FolderOpen },
]

/**
 * A sample person of the tour. Name and city read the same in every language; the profession is one of
 * the shared list (options catalogue); their message and project are in the tour catalogue under
 * profiles.<id>.
 */
export interface TourProfile {
  id: string
  name: string
  profession: string
  city: string
}

export const TOUR_PROFILES: TourProfile[] = [
  {
    id: 'thandiwe',
    name: 'Thandiwe Nkosi',
    profession: 'Photographer',
    city: 'Cape Town',
  },
  {
    id: 'sizwe',
    name: 'Sizwe Ndlovu',
    profession: 'Web Developer',
    city: 'Johannesburg',
  },
  {
    id: 'aisha',
    name: 'Aisha Khan',
    profession: 'Illustrator',
    city: 'Durban',
  },
]
