import { REACTION_EMOJIS, type ReactionEmoji } from '@shared/schemas/message-changes'
import { MoreHorizontal, Pencil, Reply, Trash2 } from 'lucide-react'
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/cn'

/**
 * What a person can do with a stored message: react (the six emoji, in a row), reply, and for their
 * own, edit (within 15 minutes) and delete. Opened by its button (shown on hover and keyboard focus),
 * by right-click, or by a long press on a phone (`open` is then the bubble's).
 */
export function MessageMenu({
  open,
  onOpenChange,
  own,
  canEdit,
  reactedWith,
  onReact,
  onReply,
  onEdit,
  onDelete,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  own: boolean
  canEdit: boolean
  /** The emoji the person reacted with already: choosing one again takes it back. */
  reactedWith: Set<string>
  onReact: (emoji: ReactionEmoji, on: boolean) => void
  onReply: () => void
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation('chat')
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        aria-label={t('menu.label')}
        className={cn(
          'grid size-8 shrink-0 place-items-center self-center rounded-full text-muted transition-opacity',
          'hover:bg-surface-muted focus-visible:opacity-100 group-hover:opacity-100',
          // Touch screens open it by a long press; the button stays out of the way there.
          'opacity-0 data-[state=open]:opacity-100 pointer-coarse:pointer-events-none',
        )}
      >
        <MoreHorizontal className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align={own ? 'end' : 'start'} className="min-w-56">
        <DropdownMenuPrimitive.Group className="flex justify-between gap-0.5 px-0.5 pb-1">
          {REACTION_EMOJIS.map((emoji) => {
            const mine = reactedWith.has(emoji)
            return (
              <DropdownMenuPrimitive.Item
                key={emoji}
                aria-label={t('menu.react', { emoji })}
                aria-checked={mine}
                role="menuitemcheckbox"
                onSelect={() => onReact(emoji, !mine)}
                className={cn(
                  'grid size-9 cursor-pointer place-items-center rounded-lg text-xl outline-none',
                  'data-highlighted:bg-surface-muted',
                  mine && 'bg-primary/15',
                )}
              >
                {emoji}
              </DropdownMenuPrimitive.Item>
            )
          })}
        </DropdownMenuPrimitive.Group>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onReply}>
          <Reply aria-hidden />
          {t('menu.reply')}
        </DropdownMenuItem>
        {own && canEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden />
            {t('menu.edit')}
          </DropdownMenuItem>
        )}
        {own && (
          <DropdownMenuItem variant="danger" onSelect={onDelete}>
            <Trash2 aria-hidden />
            {t('menu.delete')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
