import { ArrowLeft, Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useFormat } from '@/lib/format'
import type { LegalSection } from '../types'
import { LinkedText } from './linked-text'

type LegalPageProps = {
  title: string
  sections: LegalSection[]
}

const sectionId = (index: number) => `section-${index + 1}`

function BackToHomeLink() {
  const { t } = useTranslation('legal')
  return (
    <Link
      href="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-xl font-medium text-primary text-sm hover:underline dark:text-violet-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('backHome')}
    </Link>
  )
}

/**
 * Shared layout of the privacy policy and terms of service: title, date, contents and numbered sections.
 * The legal texts exist in English only: the page around them speaks the person's language,
 * says so at the top, and marks the English text `lang="en"` so screen readers pronounce it as English.
 */
export function LegalPage({ title, sections }: LegalPageProps) {
  const { t, i18n } = useTranslation('legal')
  const f = useFormat()
  // The spec shows today's date as the Last Updated date: today in the person's time zone.
  const today = new Date()

  return (
    <div className="min-h-dvh bg-background px-4 py-6 sm:py-10">
      <div className="mx-auto max-w-3xl">
        <BackToHomeLink />

        <article
          aria-labelledby="legal-page-title"
          className="mt-4 rounded-2xl border border-border/60 bg-surface p-5 shadow-md shadow-slate-900/5 sm:p-10 dark:border-border dark:shadow-none"
        >
          <header>
            <h1
              id="legal-page-title"
              className="hyphens-auto break-words font-bold text-3xl text-foreground tracking-tight sm:text-4xl"
            >
              {title}
            </h1>
            <p className="mt-2 text-muted text-sm">
              {t('lastUpdated')} <time dateTime={f.dayKey(today)}>{f.date(today)}</time>
            </p>
            {i18n.language !== 'en' && (
              <p className="mt-4 flex items-start gap-2 rounded-xl border border-primary/30 bg-primary/5 p-3 text-foreground text-sm">
                <Languages aria-hidden className="mt-0.5 size-4 shrink-0 text-primary dark:text-violet-300" />
                {t('englishOnly')}
              </p>
            )}
          </header>

          <nav aria-label={t('tableOfContents')} className="mt-8 rounded-xl bg-surface-muted p-4 sm:p-6">
            <p className="font-semibold text-foreground text-sm">{t('contents')}</p>
            <ol lang="en" className="mt-3 list-none space-y-2 text-sm sm:columns-2 sm:gap-8">
              {sections.map((section, index) => (
                <li key={section.title} className="break-inside-avoid">
                  <a
                    href={`#${sectionId(index)}`}
                    className="text-primary hover:underline dark:text-violet-300"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div lang="en" className="mt-10 space-y-10">
            {sections.map((section, index) => (
              <section
                key={section.title}
                id={sectionId(index)}
                aria-labelledby={`${sectionId(index)}-title`}
                className="scroll-mt-6"
              >
                <h2
                  id={`${sectionId(index)}-title`}
                  className="font-semibold text-foreground text-xl leading-snug sm:text-2xl"
                >
                  {section.title}
                </h2>
                <div className="mt-3 space-y-3">
                  {section.body.map((paragraph, paragraphIndex) => (
                    <p key={paragraphIndex} className="break-words text-base text-muted leading-7">
                      <LinkedText text={paragraph} />
                    </p>
                  ))}
                </div>
              </section>
            ))}
          </div>
        </article>

        <div className="mt-4">
          <BackToHomeLink />
        </div>
      </div>
    </div>
  )
}
