import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useLogout } from '@/features/auth'

/** `iconOnlyOnPhone`: in the top bar, where a long word ("Abmelden") would push the bar past 360 px. */
export function LogoutButton({
  className,
  iconOnlyOnPhone,
}: {
  className?: string
  iconOnlyOnPhone?: boolean
}) {
  const { t } = useTranslation('shell')
  const logout = useLogout()
  return (
    <Button variant="ghost" className={className} onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden />{' '}
      <span className={iconOnlyOnPhone ? 'max-sm:sr-only' : undefined}>{t('menu.logOut')}</span>
    </Button>
  )
}
