import type { VariantProps } from 'class-variance-authority'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { GoogleIcon } from '@/components/google-icon'
import { Button, type buttonVariants } from '@/components/ui/button'

interface GoogleSignInLinkProps extends VariantProps<typeof buttonVariants> {
  className?: string
  /** Shows Google's mark before the words, where the link is the screen's main way in. */
  icon?: boolean
  /** The words, when not "Sign in with Google". */
  children?: ReactNode
}

/**
 * The one way into Google sign-in. A plain link, not a client route: sign-in is a full page navigation
 * through the server (/api/auth/google), which leaves the app for the identity provider.
 */
export function GoogleSignInLink({ icon = false, children, ...button }: GoogleSignInLinkProps) {
  const { t } = useTranslation('common')
  return (
    <Button asChild {...button}>
      <a href="/api/auth/google">
        {icon && <GoogleIcon />}
        {children ?? t('actions.signInWithGoogle')}
      </a>
    </Button>
  )
}
