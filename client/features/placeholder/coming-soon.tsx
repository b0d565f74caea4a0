import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

/** Stands in for a page whose feature has not been built yet, and says so plainly. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation('shell')
  useDocumentTitle(t('pageTitle', { page: title }))
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
        <Construction className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{description}</p>
      <p className="mt-1 text-sm text-muted">{t('comingSoon.text')}</p>
      <Button asChild variant="outline" className="mt-8">
        <Link href="/">{t('backHome')}</Link>
      </Button>
    </div>
  )
}
