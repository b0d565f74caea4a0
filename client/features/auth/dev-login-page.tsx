import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { DevLoginForm } from './components/dev-login-form'

export function DevLoginPage() {
  const { t } = useTranslation('auth')
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <title>{t('signIn.title')}</title>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{t('dev.heading')}</h1>
          </CardTitle>
          <CardDescription>{t('dev.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <DevLoginForm />
        </CardContent>
      </Card>
    </div>
  )
}
