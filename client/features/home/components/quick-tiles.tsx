import { Compass, FolderOpen, MessageCircle, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'

/** `key` names the tile's words in the home catalogue (tiles.<key>). */
const TILES = [
  { href: '/discover', key: 'discover', icon: Compass },
  { href: '/matches', key: 'connect', icon: MessageCircle },
  { href: '/teams', key: 'collaborate', icon: Users },
  { href: '/portfolio', key: 'showcase', icon: FolderOpen },
] as const

/** The four ways into the app from Home. */
export function QuickTiles() {
  const { t } = useTranslation('home')
  return (
    <nav aria-label={t('tiles.label')}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TILES.map(({ href, key, icon: Icon }) => (
          <li key={href} className="min-w-0">
            <Link
              href={href}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-border/60 bg-surface p-4 shadow-sm transition-[border-color,box-shadow] hover:border-primary/50 hover:shadow-md dark:border-border dark:shadow-none"
            >
              <span className="grid size-11 place-items-center rounded-full bg-brand text-white">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="[overflow-wrap:anywhere]">
                <span className="block font-semibold group-hover:text-primary">
                  {t(`tiles.${key}.title`)}
                </span>
                <span className="block text-muted text-sm">{t(`tiles.${key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
