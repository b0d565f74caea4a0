import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { GoogleIcon } from '@/features/landing/google-icon'
import { DemoChatStep } from './components/demo-chat-step'
import { DemoMatchesStep } from './components/demo-matches-step'
import { DemoPortfolioStep } from './components/demo-portfolio-step'
import { DemoProgress } from './components/demo-progress'
import { DemoSwipeStep } from './components/demo-swipe-step'
import { DemoTeamStep } from './components/demo-team-step'
import { LAST_STEP, useDemo } from './hooks/use-demo'
import { DEMO_STEPS } from './lib/demo-data'

/** /demo: the whole product in five local steps, for visitors who want to look before signing in. */
export function DemoPage() {
  const demo = useDemo()
  useEffect(() => {
    document.title = 'Demo | Bubbles'
  }, [])
  const current = DEMO_STEPS[demo.step]!

  return (
    // Clip, not hide: flying cards may leave the page sideways without making it scroll.
    <div className="overflow-x-clip">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
        <header>
          <h1 className="font-bold text-3xl tracking-tight">See how Bubbles works</h1>
          <p className="mt-1 text-muted">A quick tour with sample people. Nothing you do here is saved.</p>
        </header>
        <DemoProgress step={demo.step} onSelect={demo.go} />
        <section aria-labelledby="demo-step-title" className="flex flex-col gap-4">
          <div>
            <h2 id="demo-step-title" className="font-bold text-2xl">
              {current.title}
            </h2>
            <p className="text-muted">{current.text}</p>
          </div>
          {demo.step === 0 && <DemoSwipeStep demo={demo} />}
          {demo.step === 1 && <DemoMatchesStep liked={demo.liked} />}
          {demo.step === 2 && <DemoChatStep liked={demo.liked} />}
          {demo.step === 3 && <DemoTeamStep />}
          {demo.step === 4 && <DemoPortfolioStep />}
        </section>
        <div className="flex items-center justify-between gap-1 border-border border-t pt-4 sm:gap-2">
          <Button
            variant="outline"
            className="max-sm:px-3"
            disabled={demo.step === 0}
            onClick={() => demo.go(demo.step - 1)}
          >
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <Button variant="ghost" className="max-sm:px-2" onClick={demo.restart}>
            <RotateCcw aria-hidden /> Restart Demo
          </Button>
          <Button
            variant="outline"
            className="max-sm:px-3"
            disabled={demo.step === LAST_STEP}
            onClick={() => demo.go(demo.step + 1)}
          >
            Next <ChevronRight aria-hidden />
          </Button>
        </div>
        <footer className="flex flex-col items-center gap-4 rounded-2xl bg-brand p-6 text-center text-white">
          <h2 className="font-bold text-2xl">Ready to meet your next collaborator?</h2>
          <p className="text-white/90">Join South Africa's creative community in under a minute.</p>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white bg-white text-slate-900 hover:bg-white/90"
          >
            {/* A full page navigation: sign-in leaves the app for the identity provider. */}
            <a href="/api/auth/google">
              <GoogleIcon /> Get Started with Google
            </a>
          </Button>
        </footer>
      </div>
    </div>
  )
}
