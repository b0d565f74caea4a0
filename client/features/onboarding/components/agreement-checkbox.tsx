import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { Controller } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { fieldErrorId, getFieldControlProps } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { translateMessage } from '@/lib/error-text'
import { fieldId } from '../lib/form-errors'
import type { OnboardingControl } from './form-types'

type AgreementCheckboxProps = {
  control: OnboardingControl
  name: 'agreedToPrivacyPolicy' | 'agreedToTermsOfService'
  /** Which document: each has its own sentence, since the words around it agree with it. */
  document: 'privacyPolicy' | 'termsOfService'
  href: string
}

/** "I agree to the {document}", with the document one click away. */
export function AgreementCheckbox({ control, name, document, href }: AgreementCheckboxProps) {
  const { t } = useTranslation('onboarding')
  const id = fieldId(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message
        return (
          <div className="flex flex-col gap-1.5">
            <div className="flex items-start gap-3">
              <Checkbox
                {...getFieldControlProps({ id, error })}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-required
                className="mt-0.5"
              />
              <Label htmlFor={id} className="font-normal text-base">
                <Trans
                  t={t}
                  i18nKey={`agreement.${document}`}
                  components={{ document: <DocumentLink href={href} title={t('agreement.opensInNewTab')} /> }}
                />
              </Label>
            </div>
            {error && (
              <p id={fieldErrorId(id)} role="alert" className="pl-8 font-medium text-danger text-sm">
                {translateMessage(error)}
              </p>
            )}
          </div>
        )
      }}
    />
  )
}

/**
 * The `<document>` of the sentence (not `<link>`: Trans parses HTML, where link is a void element and
 * would lose its text). A new tab, so reading the document does not throw away the half-filled form. The hint sits in
 * `title`, which stays out of the checkbox's accessible name.
 */
function DocumentLink({ href, title, children }: { href: string; title: string; children?: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      title={title}
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline dark:text-violet-300"
    >
      {children}
      <ExternalLink aria-hidden className="size-3.5" />
    </a>
  )
}
