import { Briefcase, HeartHandshake, Sparkles, Users } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { GoogleIcon } from './google-icon'
import { HeroBubbles } from './hero-bubbles'

const FEATURES = [
  {
    icon: Sparkles,
    title: 'Smart Matching',
    text: 'Swipe through designers, developers, photographers, writers and musicians who fit your skills and your next project.',
  },
  {
    icon: Users,
    title: 'Team Formation',
    text: 'Turn a match into a crew. Build a team around a brief, chat together and keep everyone on the same page.',
  },
  {
    icon: Briefcase,
    title: 'Portfolio Showcase',
    text: 'Show your best work where collaborators and clients are already looking, and see what the community is making.',
  },
  {
    icon: HeartHandshake,
    title: 'Meaningful Connections',
    text: 'Real people from Cape Town to Polokwane, matched on craft and availability, not follower counts.',
  },
]

export function LandingPage() {
  useEffect(() => {
    document.title = 'Bubbles: make space and meet minds'
  }, [])
  return (
    <div className="overflow-hidden">
      <section className="relative mx-auto grid max-w-[1100px] items-center gap-10 px-4 pt-12 pb-16 md:grid-cols-2 md:pt-20">
        <div className="relative z-10">
          <p className="mb-4 inline-flex rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
            For South Africa's creative professionals
          </p>
          <h1 className="text-4xl leading-tight font-bold tracking-tight md:text-5xl">
            Make space and <span className="text-brand">meet minds</span>
          </h1>
          <p className="mt-4 max-w-prose text-lg text-muted">
            Find your next collaborator by swiping on profiles. Match, chat in real time, form a team and show
            the world what you made together.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              {/* A full page navigation: sign-in leaves the app for the identity provider. */}
              <a href="/api/auth/google">
                <GoogleIcon /> Get Started with Google
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/demo">Watch Demo First</Link>
            </Button>
          </div>
        </div>
        <HeroBubbles />
      </section>

      <section aria-labelledby="features-title" className="bg-surface py-16">
        <div className="mx-auto max-w-[1100px] px-4">
          <h2 id="features-title" className="text-center text-2xl font-bold md:text-3xl">
            Everything you need to create together
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-border bg-background p-6">
                <span className="inline-grid size-12 place-items-center rounded-full bg-brand text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <footer className="mx-auto flex max-w-[1100px] flex-col items-center justify-between gap-4 px-4 py-10 text-sm text-muted sm:flex-row">
        <p>© 2024 Bubbles. All rights reserved.</p>
        <nav aria-label="Legal" className="flex gap-6">
          <Link href="/privacy-policy" className="hover:text-foreground">
            Privacy Policy
          </Link>
          <Link href="/terms-of-service" className="hover:text-foreground">
            Terms of Service
          </Link>
        </nav>
      </footer>
    </div>
  )
}
