import { Phone, PhoneOff } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { type ComponentProps, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { callActions } from '../lib/call-client'
import type { CallState } from '../lib/call-store'
import { RoundButton } from './round-button'

type Incoming = Extract<CallState, { phase: 'incoming' }>

/**
 * Someone is calling: their photo large, their name, Decline (red) and Accept (green). It rings until
 * answered here, declined, answered in another tab, cancelled by the caller, or missed (the server's
 * ring time). Escape does not decline: a call is declined on purpose, with its button.
 */
export function IncomingCallDialog({ call }: { call: Incoming }) {
  const { t } = useTranslation('calls')
  const { caller, accepting } = call
  const name = `${caller.firstName} ${caller.lastName}`.trim()
  const content = useRef<HTMLDivElement>(null)
  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm" />
        <DialogPrimitive.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          // Focus on the dialog itself, not a button: a stray Enter should neither accept nor decline.
          tabIndex={-1}
          ref={content}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            content.current?.focus()
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-5 rounded-2xl border border-border bg-surface px-6 py-8 outline-none text-center text-foreground shadow-2xl"
        >
          <div className="relative">
            <span
              aria-hidden
              className="absolute inset-0 rounded-full bg-primary/30 motion-safe:animate-ping"
            />
            <Avatar
              name={name}
              src={caller.profileImageUrl}
              size="xl"
              className="relative size-28 text-3xl"
            />
          </div>
          <div className="flex flex-col gap-1">
            <DialogPrimitive.Title className="wrap-anywhere font-semibold text-2xl leading-tight">
              {name}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-muted" aria-live="polite">
              {accepting ? t('incoming.connecting') : t('incoming.label')}
            </DialogPrimitive.Description>
          </div>
          <div className="flex w-full justify-center gap-12">
            <Choice
              tone="danger"
              icon={PhoneOff}
              label={t('incoming.decline')}
              disabled={accepting}
              onClick={() => callActions.decline()}
            />
            <Choice
              tone="accept"
              icon={Phone}
              label={t('incoming.accept')}
              disabled={accepting}
              onClick={() => callActions.accept()}
            />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

type ChoiceProps = Pick<
  ComponentProps<typeof RoundButton>,
  'tone' | 'icon' | 'label' | 'disabled' | 'onClick'
>

/** A large round button with its name written under it (the button itself is named for screen readers). */
function Choice({ label, ...button }: ChoiceProps) {
  return (
    <div className="flex flex-col items-center gap-2">
      <RoundButton {...button} size="lg" label={label} className="focus-visible:outline-ring" />
      <span aria-hidden className="font-medium text-sm">
        {label}
      </span>
    </div>
  )
}
