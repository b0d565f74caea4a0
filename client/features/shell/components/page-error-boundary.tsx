import { CircleAlert } from 'lucide-react'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { Button } from '@/components/ui/button'

/** What stands in place of a page that failed: a calm sentence and a way back, in the person's language. */
function PageFailed() {
  const { t } = useTranslation(['shell', 'common'])
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <CircleAlert aria-hidden className="size-12 text-danger" />
      <h1 className="font-bold text-2xl">{t('common:status.somethingWentWrong')}</h1>
      <p className="text-muted">{t('shell:pageError.text')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* A page whose code failed to download stays failed until the page loads again. */}
        <Button onClick={() => window.location.reload()}>{t('common:actions.tryAgain')}</Button>
        <Button asChild variant="outline">
          <a href="/">{t('shell:backHome')}</a>
        </Button>
      </div>
    </div>
  )
}

type Props = {
  children: ReactNode
  /** A change (the path) clears the failure: another page may work. */
  resetKey: string
}

/**
 * Catches what a page throws while rendering, and its code chunk failing to load (offline, or a new
 * release replaced it), so the top bar and navigation stay usable instead of a blank screen.
 */
class ErrorBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children
  }
}

/** The boundary around the routes: moving to another page clears a failure (that page may well work). */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [path] = useLocation()
  return <ErrorBoundary resetKey={path}>{children}</ErrorBoundary>
}
