import { LIMITS } from '@shared/limits'
import { portfolioImagesSchema, skillsSchema } from '@shared/schemas/profile'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TagInput } from '@/components/ui/tag-input'
import { errorText, fieldId } from '../lib/form-errors'
import type { OnboardingControl } from './form-types'
import { UrlListInput } from './url-list-input'

// A new entry is checked against the same schema the server uses, so a bad URL or one skill too
// many is flagged the moment it is added rather than at submit.
const firstIssue = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message
const validateSkills = (next: string[]) => firstIssue(skillsSchema.safeParse(next))
const validatePortfolioImages = (next: string[]) => firstIssue(portfolioImagesSchema.safeParse(next))

/**
 * What the member can do and has done: skills as chips, portfolio images as a list of URLs.
 * A list's fieldState.error holds either the list's own error or one per entry; errorText finds either.
 */
export function ShowcaseFields({ control }: { control: OnboardingControl }) {
  const { t } = useTranslation('onboarding')
  return (
    <>
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <TagInput
            itemName="skill"
            id={fieldId('skills')}
            label={t('form.skills')}
            hint={t('form.skillsHint')}
            error={errorText(fieldState.error)}
            values={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            placeholder={t('form.skillsPlaceholder')}
            maxLength={LIMITS.skillLength}
            validate={validateSkills}
          />
        )}
      />
      <Controller
        control={control}
        name="portfolioImages"
        render={({ field, fieldState }) => (
          <UrlListInput
            id={fieldId('portfolioImages')}
            label={t('form.portfolioImages')}
            hint={t('form.portfolioImagesHint')}
            error={errorText(fieldState.error)}
            values={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            placeholder="https://example.com/my-work.jpg"
            maxLength={LIMITS.urlLength}
            validate={validatePortfolioImages}
          />
        )}
      />
    </>
  )
}
