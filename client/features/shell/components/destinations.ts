import { Compass, FolderOpen, Home, type LucideIcon, MessageCircle, User, Users } from 'lucide-react'

/**
 * The places the navigation leads to. `key` names the label in the shell catalogue (nav.<key>). Teams
 * and Portfolio are the two that do not fit a phone's bar: they live in its Menu, and in the laptop's
 * top navigation once it is wide enough.
 */
export type Destination = { key: string; href: string; icon: LucideIcon }

export const HOME: Destination = { key: 'home', href: '/', icon: Home }
export const DISCOVER: Destination = { key: 'discover', href: '/discover', icon: Compass }
export const MESSAGES: Destination = { key: 'messages', href: '/matches', icon: MessageCircle }
export const TEAMS: Destination = { key: 'teams', href: '/teams', icon: Users }
export const PORTFOLIO: Destination = { key: 'portfolio', href: '/portfolio', icon: FolderOpen }
export const PROFILE: Destination = { key: 'profile', href: '/profile', icon: User }

/** A member's bottom bar (docs/product.md §2: four items and the Menu). */
export const BAR_ITEMS = [HOME, DISCOVER, MESSAGES, PROFILE]
/** In a member's Menu on phones and narrow laptops; in the top navigation from `lg` up. */
export const COLLAPSIBLE_ITEMS = [TEAMS, PORTFOLIO]
/** What a signed-out visitor may open besides the landing page (the router's visitor routes). */
export const VISITOR_ITEMS = [DISCOVER, TEAMS, PORTFOLIO]
