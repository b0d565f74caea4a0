import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** The top of a team's sub-view: the way back to the team list, the view's title and the team's name. */
export function SubViewHeader({
  title,
  teamName,
  onBack,
  children,
}: {
  title: string
  teamName: string
  onBack: () => void
  children?: ReactNode
}) {
  const { t } = useTranslation('teams')
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="ghost" size="icon" onClick={onBack} aria-label={t('subViews.backToTeams')}>
        <ArrowLeft aria-hidden />
      </Button>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-xl leading-tight">{title}</h2>
        <p className="truncate text-muted text-sm">{teamName}</p>
      </div>
      {children}
    </div>
  )
}
