import { Flag, Menu, Settings, User } from 'lucide-react'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Separator } from '@/components/ui/separator'
import { useUser } from '@/features/auth/api/get-user'
import { cn } from '@/lib/cn'
import { LogoutButton } from './logout-button'

const itemClass =
  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium hover:bg-surface-muted focus-visible:bg-surface-muted'

/** The Menu item of the navigation: who is signed in, My Profile, Settings and Log Out. */
export function MenuPopover({ compact }: { compact: boolean }) {
  const { data: user } = useUser()
  if (!user) return null
  const name = `${user.firstName} ${user.lastName}`.trim()
  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          'flex items-center rounded-xl font-medium text-muted transition-colors hover:text-foreground',
          compact ? 'min-h-14 flex-1 flex-col justify-center gap-0.5 text-xs' : 'gap-2 px-3 py-2 text-sm',
        )}
      >
        <Menu className={compact ? 'size-6' : 'size-4'} aria-hidden="true" />
        Menu
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72 p-2">
        <div className="flex items-center gap-3 p-2">
          <Avatar name={name || user.email} src={user.profileImageUrl ?? undefined} />
          <div className="min-w-0">
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-sm text-muted">{user.email}</p>
          </div>
        </div>
        <Separator className="my-2" />
        <PopoverClose asChild>
          <Link href="/profile" className={itemClass}>
            <User className="size-4" aria-hidden="true" /> My Profile
          </Link>
        </PopoverClose>
        <PopoverClose asChild>
          <Link href="/settings" className={itemClass}>
            <Settings className="size-4" aria-hidden="true" /> Settings
          </Link>
        </PopoverClose>
        {/* Moderators only; for everyone else /admin does not exist. */}
        {user.isAdmin && (
          <PopoverClose asChild>
            <Link href="/admin" className={itemClass}>
              <Flag className="size-4" aria-hidden="true" /> Reports
            </Link>
          </PopoverClose>
        )}
        <Separator className="my-2" />
        <LogoutButton className="w-full justify-start px-3 text-sm" />
      </PopoverContent>
    </Popover>
  )
}
