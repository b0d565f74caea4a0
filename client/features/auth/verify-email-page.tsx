import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'wouter'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { useUser } from './api/get-user'
import { useVerifyEmail } from './api/verify-email'
import { AccountLinkCard } from './components/account-link-card'

/**
 * The page a confirmation mail links to. The change waits for a click: mail scanners open links, and
 * some run pages, so opening the link alone must not hand an address to whoever asked for it.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'errors'])
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const verify = useVerifyEmail()
  const { data: user } = useUser()

  const onward = (
    <Button asChild variant="outline">
      <Link href={user ? '/settings' : '/'}>{t(user ? 'auth:verify.toSettings' : 'auth:verify.toHome')}</Link>
    </Button>
  )
  if (!token || verify.isError) {
    return (
      <AccountLinkCard heading={t('auth:verify.failedHeading')}>
        <title>{t('auth:verify.title')}</title>
        <p role="alert">{token ? errorMessage(verify.error) : t('errors:email_link_invalid')}</p>
        {onward}
      </AccountLinkCard>
    )
  }
  if (verify.isSuccess) {
    return (
      <AccountLinkCard heading={t('auth:verify.doneHeading')}>
        <title>{t('auth:verify.title')}</title>
        <p role="status">{t('auth:verify.done', { email: verify.data.email })}</p>
        {onward}
      </AccountLinkCard>
    )
  }
  return (
    <AccountLinkCard heading={t('auth:verify.heading')} description={t('auth:verify.description')}>
      <title>{t('auth:verify.title')}</title>
      <Button size="lg" disabled={verify.isPending} onClick={() => verify.mutate({ token })}>
        {verify.isPending ? t('auth:verify.confirming') : t('auth:verify.submit')}
      </Button>
    </AccountLinkCard>
  )
}
