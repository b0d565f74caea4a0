import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'

export type SettingsSectionId = 'account' | 'security' | 'privacy' | 'notifications' | 'preferences' | 'data'

export type SettingsSectionProps = {
  /** Anchor of the section, used by the in-page navigation; also names its title and description. */
  id: SettingsSectionId
  icon: LucideIcon
  className?: string
  children: ReactNode
}

/** One card of the settings page, labelled by its heading so it reads as a region. */
export function SettingsSection({ id, icon: Icon, className, children }: SettingsSectionProps) {
  const { t } = useTranslation('settings')
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-24', className)}>
      <Card>
        <CardHeader className="flex-row items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <CardTitle asChild>
              <h2 id={headingId}>{t(`sections.${id}.title`)}</h2>
            </CardTitle>
            <CardDescription>{t(`sections.${id}.description`)}</CardDescription>
          </div>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  )
}
