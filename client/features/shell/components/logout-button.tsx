import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useLogout } from '@/features/auth/api/logout'

export function LogoutButton({ className }: { className?: string }) {
  const { t } = useTranslation('shell')
  const logout = useLogout()
  return (
    <Button variant="ghost" className={className} onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut /> {t('menu.logOut')}
    </Button>
  )
}
