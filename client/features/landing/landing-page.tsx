import { Briefcase, HeartHandshake, Sparkles, Users } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { GoogleSignInLink } from '@/components/google-sign-in-link'
import { Button } from '@/components/ui/button'
import { HeroBubbles } from './hero-bubbles'

/** The four promises of docs/product.md §1; `key` names their words in the landing catalogue (features.<key>). */
const FEATURES = [
  { key: 'matching', icon: Sparkles },
  { key: 'teams', icon: Users },
  { key: 'portfolio', icon: Briefcase },
  { key: 'connections', icon: HeartHandshake },
] as const

export function LandingPage() {
  const { t } = useTranslation('landing')
  return (
    <div className="overflow-hidden">
      <title>{t('title')}</title>
      <section className="relative mx-auto grid max-w-[1100px] items-center gap-10 px-4 pt-12 pb-16 md:grid-cols-2 md:pt-20">
        <div className="relative z-10 min-w-0">
          <p className="mb-4 inline-flex rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
            {t('eyebrow')}
          </p>
          <h1 className="text-4xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
            <Trans t={t} i18nKey="heading" components={{ accent: <span className="text-brand" /> }} />
          </h1>
          <p className="mt-4 max-w-prose text-lg text-muted">{t('lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <GoogleSignInLink size="lg" className="whitespace-normal" icon>
              {t('getStarted')}
            </GoogleSignInLink>
            <Button asChild size="lg" variant="outline" className="whitespace-normal">
              <Link href="/demo">{t('watchDemo')}</Link>
            </Button>
          </div>
        </div>
        <HeroBubbles />
      </section>

      <section aria-labelledby="features-title" className="bg-surface py-16">
        <div className="mx-auto max-w-[1100px] px-4">
          <h2 id="features-title" className="text-center text-2xl font-bold text-balance md:text-3xl">
            {t('featuresTitle')}
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-2xl border border-border bg-background p-6">
                <span className="inline-grid size-12 place-items-center rounded-full bg-brand text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(`features.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-muted">{t(`features.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <footer className="mx-auto flex max-w-[1100px] flex-col items-center justify-between gap-4 px-4 py-10 text-sm text-muted sm:flex-row">
        <p>{t('copyright')}</p>
        <nav aria-label={t('legalNav')} className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link href="/privacy-policy" className="hover:text-foreground">
            {t('privacyPolicy')}
          </Link>
          <Link href="/terms-of-service" className="hover:text-foreground">
            {t('termsOfService')}
          </Link>
        </nav>
      </footer>
    </div>
  )
}
