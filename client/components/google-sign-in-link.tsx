import type { VariantProps } from 'class-variance-authority'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { GoogleIcon } from '@/components/google-icon'
import { Button, type buttonVariants } from '@/components/ui/button'
import { browserTimeZone } from '@/lib/preferences'

interface GoogleSignInLinkProps extends VariantProps<typeof buttonVariants> {
  className?: string
  /** Shows Google's mark before the words, where the link is the screen's main way in. */
  icon?: boolean
  /** The words, when not "Sign in with Google". */
  children?: ReactNode
}

const SIGN_IN_PATH = '/api/auth/google'

/**
 * The one way into Google sign-in. A plain link, not a client route: sign-in is a full page navigation
 * through the server (/api/auth/google), which leaves the app for the identity provider. The browser's
 * zone is added as the link is followed, not at render: asking for it costs a phone about 30 ms (see
 * lib/preferences); a new member's times then show in it.
 */
export function GoogleSignInLink({ icon = false, children, ...button }: GoogleSignInLinkProps) {
  const { t } = useTranslation('common')
  return (
    <Button asChild {...button}>
      <a
        href={SIGN_IN_PATH}
        onClick={(event) => {
          event.currentTarget.href = `${SIGN_IN_PATH}?${new URLSearchParams({ timezone: browserTimeZone() })}`
        }}
      >
        {icon && <GoogleIcon />}
        {children ?? t('actions.signInWithGoogle')}
      </a>
    </Button>
  )
}
