import type { DiscoverCard } from '@shared/schemas/discover'
import type { Project } from '@shared/schemas/portfolio'
import type { DiscoverTeam } from '@shared/schemas/teams'
import { FolderOpen, Users } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { cn } from '@/lib/cn'
import { Highlight } from '@/lib/highlight'

export const personHref = (card: DiscoverCard) => `/people/${card.user.id}`
export const projectHref = (project: Project) => `/portfolio/${project.id}`
export const teamHref = (team: DiscoverTeam) => `/teams?team=${team.id}`

type RowProps = {
  href: string
  icon: ReactNode
  title: ReactNode
  detail?: ReactNode
  active?: boolean
  onPick?: () => void
} & Omit<ComponentProps<'a'>, 'href' | 'title'>

/** One result: a link with a picture, a title and a line under it. */
function ResultRow({ href, icon, title, detail, active, onPick, className, ...props }: RowProps) {
  return (
    <Link
      href={href}
      onClick={onPick}
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 outline-none transition-colors',
        'hover:bg-primary/5 focus-visible:bg-primary/10 focus-visible:ring-2 focus-visible:ring-primary',
        active && 'bg-primary/10',
        className,
      )}
      {...props}
    >
      {icon}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{title}</span>
        {detail && <span className="block truncate text-muted text-sm">{detail}</span>}
      </span>
    </Link>
  )
}

type Extra = Omit<RowProps, 'href' | 'icon' | 'title' | 'detail'>

export function PersonRow({ card, q, ...props }: { card: DiscoverCard; q: string } & Extra) {
  const { t } = useTranslation('options')
  const name = `${card.user.firstName} ${card.user.lastName}`.trim()
  const profession = t(`profession.${card.profession}`, { defaultValue: card.profession })
  return (
    <ResultRow
      href={personHref(card)}
      icon={<Avatar name={name} src={card.user.profileImageUrl} size="sm" />}
      title={<Highlight text={name} q={q} />}
      detail={
        <Highlight
          text={[profession, card.location, card.skills.join(', ')].filter(Boolean).join(' · ')}
          q={q}
        />
      }
      {...props}
    />
  )
}

export function ProjectRow({ project, q, ...props }: { project: Project; q: string } & Extra) {
  const owner = `${project.user.firstName} ${project.user.lastName}`.trim()
  return (
    <ResultRow
      href={projectHref(project)}
      icon={
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <FolderOpen className="size-4" aria-hidden />
        </span>
      }
      title={<Highlight text={project.title} q={q} />}
      detail={
        <Highlight
          text={[owner, project.tags.map((tag) => `#${tag}`).join(' ')].filter(Boolean).join(' · ')}
          q={q}
        />
      }
      {...props}
    />
  )
}

export function TeamRow({ team, q, ...props }: { team: DiscoverTeam; q: string } & Extra) {
  const { t } = useTranslation(['search', 'teams'])
  return (
    <ResultRow
      href={teamHref(team)}
      icon={
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
          <Users className="size-4" aria-hidden />
        </span>
      }
      title={<Highlight text={team.name} q={q} />}
      detail={
        <>
          {t(`teams:projectType.${team.projectType}`)} · {t('search:members', { count: team.memberCount })}
          {team.description && (
            <>
              {' · '}
              <Highlight text={team.description} q={q} />
            </>
          )}
        </>
      }
      {...props}
    />
  )
}
