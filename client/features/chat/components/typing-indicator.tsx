import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

/** "Lerato is typing…", "Lerato and Sipho are typing…", then "Several people are typing…". */
export function typingText(t: TFunction<'chat'>, names: string[]) {
  if (names.length === 0) return ''
  if (names.length === 1) return t('typing.one', { name: names[0] })
  if (names.length === 2) return t('typing.two', { first: names[0], second: names[1] })
  return t('typing.several')
}

/**
 * Small muted italics just above the composer. The live region is always there, so screen readers
 * hear the text when it appears; it takes no room while nobody is typing.
 */
export function TypingIndicator({ names }: { names: string[] }) {
  const { t } = useTranslation('chat')
  const text = typingText(t, names)
  return (
    <div aria-live="polite" className="px-3 sm:px-4">
      {text && <p className="truncate pb-1.5 text-muted text-xs italic">{text}</p>}
    </div>
  )
}
