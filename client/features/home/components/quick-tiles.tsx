import { Compass, FolderOpen, MessageCircle, Users } from 'lucide-react'
import { Link } from 'wouter'

const TILES = [
  { href: '/discover', title: 'Discover', text: 'Swipe through new creatives', icon: Compass },
  { href: '/matches', title: 'Connect', text: 'Chat with your matches', icon: MessageCircle },
  { href: '/teams', title: 'Collaborate', text: 'Build and run your teams', icon: Users },
  { href: '/portfolio', title: 'Showcase', text: 'Share what you have made', icon: FolderOpen },
] as const

/** The four ways into the app from Home. */
export function QuickTiles() {
  return (
    <nav aria-label="Get started">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TILES.map(({ href, title, text, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-border/60 bg-surface p-4 shadow-sm transition-[border-color,box-shadow] hover:border-primary/50 hover:shadow-md dark:border-border dark:shadow-none"
            >
              <span className="grid size-11 place-items-center rounded-full bg-brand text-white">
                <Icon aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-semibold group-hover:text-primary">{title}</span>
                <span className="block text-muted text-sm">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
