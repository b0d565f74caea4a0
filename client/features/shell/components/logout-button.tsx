import { LogOut } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useLogout } from '@/features/auth/api/logout'

export function LogoutButton({ className }: { className?: string }) {
  const logout = useLogout()
  return (
    <Button variant="ghost" className={className} onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut /> Log Out
    </Button>
  )
}
