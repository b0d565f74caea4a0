import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'

/**
 * The frame both chats share: a header with an optional back button and optional actions at its end
 * (the "More" menu), the messages, the input.
 */
export function ChatWindow({
  title,
  subtitle,
  avatar,
  actions,
  onBack,
  backLabel,
  children,
  className,
}: {
  title: ReactNode
  subtitle?: ReactNode
  avatar?: ReactNode
  actions?: ReactNode
  onBack?: () => void
  backLabel?: string
  children: ReactNode
  className?: string
}) {
  const { t } = useTranslation('common')
  return (
    <Card data-chat-window className={cn('flex min-h-0 flex-col overflow-hidden', className)}>
      <header className="flex items-center gap-3 border-b border-border px-3 py-2.5 sm:px-4">
        {onBack && (
          <Button
            variant="ghost"
            size="icon"
            onClick={onBack}
            aria-label={backLabel ?? t('actions.back')}
            className="-ml-1"
          >
            <ArrowLeft aria-hidden />
          </Button>
        )}
        {avatar}
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold leading-tight">{title}</h2>
          {subtitle && <p className="truncate text-muted text-sm">{subtitle}</p>}
        </div>
        {actions && <div className="-mr-1 flex shrink-0 items-center">{actions}</div>}
      </header>
      {children}
    </Card>
  )
}
