import { zodResolver } from '@hookform/resolvers/zod'
import { LIMITS } from '@shared/limits'
import { type Team, type UpdateTeam, updateTeamSchema } from '@shared/schemas/teams'
import { LoaderCircle } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { SwitchField } from '@/components/ui/switch-field'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useUpdateTeam } from '../../api/update-team'
import { MaxMembersField } from '../max-members-field'

const settingsOf = (team: Team): Required<UpdateTeam> => ({
  name: team.name,
  description: team.description,
  isPublic: team.isPublic,
  isLookingForMembers: team.isLookingForMembers,
  maxMembers: team.maxMembers,
})

/** Team info and the switches (spec §3 "Mock team settings"), saved for real; read-only unless owner. */
export function SettingsForm({ team, readOnly }: { team: Team; readOnly: boolean }) {
  const { t } = useTranslation('teams')
  const updateTeam = useUpdateTeam()
  const { control, register, handleSubmit, reset, formState } = useForm<UpdateTeam>({
    resolver: zodResolver(updateTeamSchema),
    // Follows the team as saved elsewhere, but never throws away what is being typed here.
    values: settingsOf(team),
    resetOptions: { keepDirtyValues: true },
    disabled: readOnly,
  })
  const { errors } = formState

  const save = (input: UpdateTeam) =>
    updateTeam.mutate(
      { teamId: team.id, input },
      {
        onSuccess: (saved) => {
          reset(settingsOf(saved))
          notify.success(t('settings.saved'), t('settings.savedText', { name: saved.name }))
        },
        onError: (error) => {
          const message = errorMessage(error, 'answer')
          notify.error(t('settings.saveError'), message || t('settings.saveFailed'))
        },
      },
    )

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-4">
      <Field label={t('settings.nameLabel')} htmlFor="settings-name" error={errors.name?.message} required>
        {(props) => (
          <Input {...props} {...register('name')} aria-required maxLength={LIMITS.teamNameLength} />
        )}
      </Field>
      <Field
        label={t('settings.descriptionLabel')}
        htmlFor="settings-description"
        error={errors.description?.message}
      >
        {(props) => (
          <Textarea
            {...props}
            {...register('description')}
            rows={3}
            maxLength={LIMITS.teamDescriptionLength}
          />
        )}
      </Field>
      <MaxMembersField
        id="settings-max-members"
        max={LIMITS.teamSettingsMembersMax}
        error={errors.maxMembers?.message}
        registration={register('maxMembers', { valueAsNumber: true })}
        className="sm:max-w-48"
      />
      <Controller
        control={control}
        name="isPublic"
        render={({ field }) => (
          <SwitchField
            id="settings-public"
            label={t('settings.publicLabel')}
            hint={t('settings.publicHint')}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            disabled={field.disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="isLookingForMembers"
        render={({ field }) => (
          <SwitchField
            id="settings-accept"
            label={t('settings.acceptLabel')}
            hint={t('settings.acceptHint')}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            disabled={field.disabled}
          />
        )}
      />
      {!readOnly && (
        <Button type="submit" disabled={updateTeam.isPending} className="self-start">
          {updateTeam.isPending && <LoaderCircle aria-hidden className="animate-spin" />}
          {t('settings.save')}
        </Button>
      )}
    </form>
  )
}
