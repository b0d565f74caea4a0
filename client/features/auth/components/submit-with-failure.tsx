import { Button } from '@/components/ui/button'

type SubmitWithFailureProps = {
  /** Why the last try was refused, said above the button; nothing while there is none. */
  failure: string | undefined
  pending: boolean
  label: string
  pendingLabel: string
}

/** The end of every sign-in and account-link form: the refusal, if any, then the large submit button. */
export function SubmitWithFailure({ failure, pending, label, pendingLabel }: SubmitWithFailureProps) {
  return (
    <>
      {failure && (
        <p role="alert" className="font-medium text-danger text-sm">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  )
}
