import { CalendarRange, type LucideIcon, MessageSquare, Settings, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

// Each tool's words are `tools.<key>Title` and `tools.<key>Text`.
const TOOLS: { icon: LucideIcon; key: 'chat' | 'call' | 'timeline' | 'settings' }[] = [
  { icon: MessageSquare, key: 'chat' },
  { icon: Video, key: 'call' },
  { icon: CalendarRange, key: 'timeline' },
  { icon: Settings, key: 'settings' },
]

/** The static overview of what a team gets (docs/product.md §2). */
export function CollaborationTools() {
  const { t } = useTranslation('teams')
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('tools.title')}</h2>
        </CardTitle>
        <CardDescription>{t('tools.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {TOOLS.map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="font-medium">{t(`tools.${key}Title`)}</h3>
                <p className="text-muted text-sm">{t(`tools.${key}Text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
