import { zodResolver } from '@hookform/resolvers/zod'
import { PROFESSIONS } from '@shared/options'
import {
  type Profile,
  type UpdateProfile,
  type UpdateProfileInput,
  updateProfileSchema,
} from '@shared/schemas/profile'
import { type FieldErrors, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { errorMessage, serverErrorField } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useUpdateProfile } from '../api/update-profile'
import { currentExperience } from '../lib/option-labels'
import { EditProfileFields } from './edit-profile-fields'

// On-screen order: after an invalid submit the first of these with an error takes focus.
const FIELD_ORDER = [
  'profession',
  'location',
  'customProfession',
  'bio',
  'skills',
  'experience',
  'hourlyRate',
  'projectInterests',
  'collaborationStyle',
  'portfolio',
  'isAvailableForWork',
] as const satisfies readonly (keyof UpdateProfileInput)[]
type EditField = (typeof FIELD_ORDER)[number]

/**
 * The stored profile as form values: nulls as empty text, an unlisted profession as Other + its text,
 * and a level of the retired experience scale as where it now sits (until the server has moved it).
 */
function toFormValues(profile: Profile): UpdateProfileInput {
  const listed = (PROFESSIONS as readonly string[]).includes(profile.profession)
  return {
    profession: listed ? profile.profession : 'Other',
    customProfession: listed ? '' : profile.profession,
    bio: profile.bio,
    location: profile.location,
    experience: currentExperience(profile.experience),
    skills: profile.skills,
    projectInterests: profile.projectInterests ?? '',
    collaborationStyle: profile.collaborationStyle ?? '',
    portfolio: profile.portfolio ?? '',
    hourlyRate: String(profile.hourlyRate),
    isAvailableForWork: profile.isAvailableForWork,
  }
}

type EditProfileDialogProps = { profile: Profile; open: boolean; onOpenChange: (open: boolean) => void }

/** Edit Profile (docs/product.md §5): PUT /api/profile with everything the About card shows. */
export function EditProfileDialog({ profile, open, onOpenChange }: EditProfileDialogProps) {
  const { t } = useTranslation(['profile', 'common'])
  const updateProfile = useUpdateProfile()
  const { control, register, handleSubmit, reset, setError, setFocus } = useForm<
    UpdateProfileInput,
    unknown,
    UpdateProfile
  >({
    resolver: zodResolver(updateProfileSchema),
    values: toFormValues(profile),
    // Keeps what the person typed if the profile refreshes underneath the open dialog.
    resetOptions: { keepDirtyValues: true },
    shouldFocusError: false,
  })
  const busy = updateProfile.isPending

  const changeOpen = (next: boolean) => {
    if (busy) return
    onOpenChange(next)
    // Closing without saving throws the draft away; the next opening starts from the stored profile.
    if (!next) reset(toFormValues(profile))
  }

  const onInvalid = (invalid: FieldErrors<UpdateProfileInput>) => {
    const first = FIELD_ORDER.find((name) => invalid[name])
    if (first) setFocus(first)
  }

  const onValid = async (input: UpdateProfile) => {
    try {
      const saved = await updateProfile.mutateAsync(input)
      reset(toFormValues(saved))
    } catch (error) {
      notify.error(t('profile:edit.toast.failed'), errorMessage(error, 'refusal'))
      const field = serverErrorField(error)?.split('.')[0] as EditField | undefined
      if (field && FIELD_ORDER.includes(field)) {
        setError(field, { message: errorMessage(error, 'refusal') })
        setFocus(field)
      }
      return
    }
    notify.success(t('profile:edit.toast.saved'), t('profile:edit.toast.savedDescription'))
    onOpenChange(false)
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      className="max-w-2xl"
      title={t('profile:edit.title')}
      description={t('profile:edit.description')}
      formClassName="gap-6"
      onSubmit={handleSubmit(onValid, onInvalid)}
      actions={{
        submitLabel: t('profile:edit.submit'),
        busyLabel: t('common:actions.saving'),
        busy,
        sticky: true,
      }}
    >
      <EditProfileFields control={control} register={register} />
    </FormDialog>
  )
}
