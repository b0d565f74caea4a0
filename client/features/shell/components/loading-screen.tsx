import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/** Shown while we learn who is signed in (spec §2: spinner with "Loading..."). */
export function LoadingScreen({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      {failed ? (
        <div className="flex flex-col items-center gap-4 text-center" role="alert">
          <p className="text-lg font-semibold">We couldn't reach Bubbles.</p>
          <p className="text-muted">Check your connection and try again.</p>
          <Button onClick={onRetry}>Try again</Button>
        </div>
      ) : (
        <Spinner size="lg" label="Loading..." />
      )}
    </main>
  )
}
