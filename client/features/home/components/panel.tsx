import type { UseQueryResult } from '@tanstack/react-query'
import { ArrowRight, CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

/**
 * A dashboard panel over one query: loading, failed (with a retry, never a crashed page), empty and
 * filled, each inside the panel so the rest of Home stays usable.
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
  children: (items: T[]) => ReactNode
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
    body = children(query.data.slice(0, 3))
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

export function PanelEmpty({ icon, text, action }: { icon: ReactNode; text: string; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-border border-dashed py-8 text-center">
      {icon}
      <p className="text-muted text-sm">{text}</p>
      {action}
    </div>
  )
}
