import { zodResolver } from '@hookform/resolvers/zod'
import { LIMITS } from '@shared/limits'
import { type Team, type UpdateTeam, updateTeamSchema } from '@shared/schemas/teams'
import { LoaderCircle } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormSwitchField } from '@/components/ui/form-switch-field'
import { SwitchField } from '@/components/ui/switch-field'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useUpdateTeam } from '../../api/update-team'
import { MaxMembersField } from '../max-members-field'
import { TeamInfoFields } from '../team-info-fields'

const settingsOf = (team: Team): Required<UpdateTeam> => ({
  name: team.name,
  description: team.description,
  isPublic: team.isPublic,
  isLookingForMembers: team.isLookingForMembers,
  maxMembers: team.maxMembers,
  joinPolicy: team.joinPolicy,
})

/** Team info and the switches (docs/product.md §3 "Mock team settings"), saved for real; read-only unless owner. */
export function SettingsForm({ team, readOnly }: { team: Team; readOnly: boolean }) {
  const { t } = useTranslation(['teams', 'invitations'])
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
      <TeamInfoFields idPrefix="settings" texts="settings" register={register} errors={errors} />
      <MaxMembersField
        id="settings-max-members"
        max={LIMITS.teamSettingsMembersMax}
        error={errors.maxMembers?.message}
        registration={register('maxMembers', { valueAsNumber: true })}
        className="sm:max-w-48"
      />
      <FormSwitchField
        control={control}
        name="isPublic"
        id="settings-public"
        label={t('settings.publicLabel')}
        hint={t('settings.publicHint')}
      />
      <FormSwitchField
        control={control}
        name="isLookingForMembers"
        id="settings-accept"
        label={t('settings.acceptLabel')}
        hint={t('settings.acceptHint')}
      />
      {/* Stored as 'open' or 'approval'; a switch reads better than a choice of two words. */}
      <Controller
        control={control}
        name="joinPolicy"
        render={({ field }) => (
          <SwitchField
            id="settings-approval"
            label={t('invitations:policy.label')}
            hint={t('invitations:policy.hint')}
            checked={field.value === 'approval'}
            onCheckedChange={(on) => field.onChange(on ? 'approval' : 'open')}
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
