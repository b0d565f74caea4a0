import type { UseQueryResult } from '@tanstack/react-query'
import { ArrowRight, CircleAlert, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

/**
 * A dashboard panel over one query: loading, failed (with a retry, never a crashed page), empty and
 * filled (the first three items, each a PanelRow), each inside the panel so the rest of Home stays usable.
 */
export function Panel<T>({
  title,
  viewAllHref,
  query,
  errorText,
  empty,
  children,
}: {
  title: string
  viewAllHref: string
  query: Pick<UseQueryResult<T[]>, 'data' | 'isPending' | 'isError' | 'refetch'>
  errorText: string
  empty: ReactNode
  children: (item: T) => ReactNode
}) {
  const { t } = useTranslation(['home', 'common'])
  let body: ReactNode
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('home:panel.loading', { title })} className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    )
  } else if (query.isError || !query.data) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
        <CircleAlert aria-hidden className="size-8 text-danger" />
        <p className="text-muted text-sm">{errorText}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('common:actions.tryAgain')}
        </Button>
      </div>
    )
  } else if (query.data.length === 0) {
    body = empty
  } else {
    body = <ul className="flex flex-col gap-2">{query.data.slice(0, 3).map(children)}</ul>
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle asChild>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
        <Button asChild variant="link" size="sm">
          <Link href={viewAllHref}>
            {t('home:panel.viewAll')}
            <span className="sr-only"> {title}</span> <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex-1">{body}</CardContent>
    </Card>
  )
}

type PanelEmptyProps = { icon: LucideIcon; text: string; actionLabel: string; actionHref: string }

/** An empty panel: what is missing, and a link to where it is made. */
export function PanelEmpty({ icon: Icon, text, actionLabel, actionHref }: PanelEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-border border-dashed py-8 text-center">
      <Icon aria-hidden className="size-8 text-muted" />
      <p className="text-muted text-sm">{text}</p>
      <Button asChild size="sm">
        <Link href={actionHref}>{actionLabel}</Link>
      </Button>
    </div>
  )
}

type PanelRowProps = { href: string; picture: ReactNode; title: string; detail: ReactNode; end: ReactNode }

/** One item of a panel, a link: its picture, its title over a line of detail, then `end` (a count, a status). */
export function PanelRow({ href, picture, title, detail, end }: PanelRowProps) {
  return (
    <li>
      <Link
        href={href}
        className="flex items-center gap-3 rounded-xl border border-border p-3 transition-colors hover:bg-surface-muted"
      >
        {picture}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{title}</span>
          <span className="block text-muted text-sm">{detail}</span>
        </span>
        {end}
      </Link>
    </li>
  )
}
