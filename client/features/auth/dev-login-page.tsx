import { useEffect } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { DevLoginForm } from './components/dev-login-form'

export function DevLoginPage() {
  useEffect(() => {
    document.title = 'Sign in | Bubbles'
  }, [])
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">Development sign-in</h1>
          </CardTitle>
          <CardDescription>
            Google sign-in is not configured on this server, so you can sign in with any name and email.
            Nobody checks the email: this page never exists in production.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DevLoginForm />
        </CardContent>
      </Card>
    </div>
  )
}
