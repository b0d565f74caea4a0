import { Flag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useRoute } from 'wouter'
import { Button } from '@/components/ui/button'
import { useUser } from '@/features/auth'

/**
 * The way to /admin in the top bar of someone without a profile, who has no menu: only moderators see it,
 * and they need no profile to work the reports. Icon only on a phone, as Log Out.
 */
export function ReportsLink() {
  const { t } = useTranslation('shell')
  const { data: user } = useUser()
  const [active] = useRoute('/admin')
  if (!user?.isAdmin) return null
  return (
    <Button asChild variant="ghost" className="max-sm:px-2.5">
      <Link href="/admin" aria-current={active ? 'page' : undefined}>
        <Flag aria-hidden /> <span className="max-sm:sr-only">{t('menu.reports')}</span>
      </Link>
    </Button>
  )
}
