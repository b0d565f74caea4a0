import { AlertCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'

export function NotFoundPage() {
  const { t } = useTranslation('shell')
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <title>{t('notFound.title')}</title>
      <AlertCircle className="size-12 text-danger" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.heading')}</h1>
      <p className="mt-2 text-muted">{t('notFound.text')}</p>
      <Button asChild className="mt-8" variant="outline">
        <Link href="/">{t('backHome')}</Link>
      </Button>
    </div>
  )
}
