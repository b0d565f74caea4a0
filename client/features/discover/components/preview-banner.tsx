import { Eye } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Signed out: these are demo people and swipes stay on this device (spec §2). */
export function PreviewBanner() {
  return (
    <aside
      aria-labelledby="preview-mode-title"
      className="mt-4 flex flex-col gap-3 rounded-2xl border border-primary/30 bg-primary/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Eye aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id="preview-mode-title" className="font-semibold">
            Preview Mode
          </h2>
          <p className="text-muted text-sm">
            You're swiping sample profiles. Sign in to meet real creatives and save your matches.
          </p>
        </div>
      </div>
      <Button asChild className="sm:shrink-0">
        {/* A full page navigation: sign-in leaves the app for the identity provider. */}
        <a href="/api/auth/google">Sign in with Google</a>
      </Button>
    </aside>
  )
}
