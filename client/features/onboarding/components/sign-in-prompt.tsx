import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/** Onboarding needs an account to attach the profile to. */
export function SignInPrompt() {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <CardTitle asChild>
          <h1>Please sign in to continue</h1>
        </CardTitle>
        <CardDescription>Sign in to create your creative profile.</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        {/* A plain link: sign-in is a full browser navigation through the server, not a client route. */}
        <a href="/api/auth/google" className={buttonVariants({ size: 'lg' })}>
          Sign in with Google
        </a>
      </CardContent>
    </Card>
  )
}
