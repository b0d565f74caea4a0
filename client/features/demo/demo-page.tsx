import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GoogleSignInLink } from '@/components/google-sign-in-link'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { DemoChatStep } from './components/demo-chat-step'
import { DemoMatchesStep } from './components/demo-matches-step'
import { DemoPortfolioStep } from './components/demo-portfolio-step'
import { DemoProgress } from './components/demo-progress'
import { DemoSwipeStep } from './components/demo-swipe-step'
import { DemoTeamStep } from './components/demo-team-step'
import { LAST_STEP, useDemo } from './hooks/use-demo'
import { DEMO_STEPS } from './lib/demo-data'

// Step 1's first screen fills the screen below the top bar (less the page's top padding and a little
// air) and the deck takes what is left, so Like and Pass are on screen without scrolling.
// From 1000 px high the deck has its full height anyway and the page flows as the other steps do.
const FIRST_SCREEN = 'min-h-[calc(100dvh_-_4rem_-_1px_-_3rem)] [@media(min-height:1000px)]:min-h-0'

/** /demo: the whole product in five local steps, for visitors who want to look before signing in. */
export function DemoPage() {
  const { t } = useTranslation('demo')
  const demo = useDemo()
  const title = t('page.documentTitle')
  const current = DEMO_STEPS[demo.step]!

  return (
    // Clip, not hide: flying cards may leave the page sideways without making it scroll.
    <div className="overflow-x-clip">
      <title>{title}</title>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 pt-4 pb-6 sm:pt-6">
        <div className={cn('flex flex-col gap-3 sm:gap-5', demo.step === 0 && FIRST_SCREEN)}>
          <header>
            <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t('page.title')}</h1>
            <p className="text-muted text-sm sm:mt-1 sm:text-base">{t('page.subtitle')}</p>
          </header>
          <DemoProgress step={demo.step} onSelect={demo.go} />
          <section aria-labelledby="demo-step-title" className="flex flex-1 flex-col gap-3 sm:gap-4">
            <div>
              <h2 id="demo-step-title" className="font-bold text-xl sm:text-2xl">
                {t(`steps.${current}.title`)}
              </h2>
              <p className="text-muted text-sm sm:text-base">{t(`steps.${current}.text`)}</p>
            </div>
            {demo.step === 0 && <DemoSwipeStep demo={demo} />}
            {demo.step === 1 && <DemoMatchesStep liked={demo.liked} />}
            {demo.step === 2 && <DemoChatStep liked={demo.liked} />}
            {demo.step === 3 && <DemoTeamStep />}
            {demo.step === 4 && <DemoPortfolioStep />}
          </section>
        </div>
        <div className="flex items-center justify-between gap-1 border-border border-t pt-4 sm:gap-2">
          <Button
            variant="outline"
            className="max-sm:px-3"
            disabled={demo.step === 0}
            onClick={() => demo.go(demo.step - 1)}
          >
            <ChevronLeft aria-hidden /> {t('page.previous')}
          </Button>
          <Button variant="ghost" className="max-sm:px-2" onClick={demo.restart}>
            {/* On a phone the three buttons share 360 px: Restart says its name to screen readers only. */}
            <RotateCcw aria-hidden /> <span className="max-sm:sr-only">{t('page.restart')}</span>
          </Button>
          <Button
            variant="outline"
            className="max-sm:px-3"
            disabled={demo.step === LAST_STEP}
            onClick={() => demo.go(demo.step + 1)}
          >
            {t('page.next')} <ChevronRight aria-hidden />
          </Button>
        </div>
        <footer className="flex flex-col items-center gap-4 rounded-2xl bg-brand p-6 text-center text-white">
          <h2 className="font-bold text-2xl">{t('page.ctaTitle')}</h2>
          <p className="text-white/90">{t('page.ctaText')}</p>
          <GoogleSignInLink
            size="lg"
            variant="outline"
            className="h-auto whitespace-normal border-white bg-white text-slate-900 hover:bg-white/90"
            icon
          >
            {t('page.cta')}
          </GoogleSignInLink>
        </footer>
      </div>
    </div>
  )
}
