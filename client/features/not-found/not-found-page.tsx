import { AlertCircle } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found | Bubbles'
  }, [])
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <AlertCircle className="size-12 text-danger" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">404 Page Not Found</h1>
      <p className="mt-2 text-muted">Did you forget to add the page to the router?</p>
      <Button asChild className="mt-8" variant="outline">
        <Link href="/">Back to Home</Link>
      </Button>
    </div>
  )
}
