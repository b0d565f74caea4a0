import { Compass, FolderOpen, HeartHandshake, type LucideIcon, MessageCircle, Users } from 'lucide-react'

/** Spec §9: the tour's sample profiles move on every 3 seconds. */
export const TOUR_ADVANCE_MS = 3000

export type TourStepId = 'discover' | 'matching' | 'messaging' | 'teams' | 'portfolio'

export const TOUR_STEPS: { id: TourStepId; icon: LucideIcon; title: string; text: string }[] = [
  {
    id: 'discover',
    icon: Compass,
    title: 'Discover creatives',
    text: 'Swipe right to like someone, left to pass. Filters narrow the deck to a field, a city or who is free now.',
  },
  {
    id: 'matching',
    icon: HeartHandshake,
    title: 'Match',
    text: 'When someone you liked likes you back, it is a match. Changed your mind? Undo your last swipe.',
  },
  {
    id: 'messaging',
    icon: MessageCircle,
    title: 'Message your matches',
    text: 'Every match opens a conversation in Messages, live as you type. Pitch the idea, agree the brief.',
  },
  {
    id: 'teams',
    icon: Users,
    title: 'Form a team',
    text: 'Bring several matches together around one project, with a team chat to keep everyone in step.',
  },
  {
    id: 'portfolio',
    icon: FolderOpen,
    title: 'Show your work',
    text: 'Add projects to your portfolio so collaborators and clients can see what you make.',
  },
]

export interface TourProfile {
  name: string
  profession: string
  city: string
  message: string
  project: string
}

export const TOUR_PROFILES: TourProfile[] = [
  {
    name: 'Thandiwe Nkosi',
    profession: 'Photographer',
    city: 'Cape Town',
    message: 'Love your brand work! Shoot together next week?',
    project: 'Bo-Kaap Portraits',
  },
  {
    name: 'Sizwe Ndlovu',
    profession: 'Web Developer',
    city: 'Johannesburg',
    message: 'I can build the site if you design it.',
    project: 'Jozi Market App',
  },
  {
    name: 'Aisha Khan',
    profession: 'Illustrator',
    city: 'Durban',
    message: 'Your story needs pictures. I am in!',
    project: 'Durban Tides Zine',
  },
]
