import { zodResolver } from '@hookform/resolvers/zod'
import { LIMITS } from '@shared/limits'
import { TEAM_PROJECT_TYPES } from '@shared/options'
import {
  type CreateTeam,
  type CreateTeamInput,
  createTeamSchema,
  TEAM_NAME_MESSAGE,
} from '@shared/schemas/teams'
import { Plus } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormOptionSelect } from '@/components/ui/form-option-select'
import { FormSwitchField } from '@/components/ui/form-switch-field'
import { errorMessage } from '@/lib/api-client'
import { translateMessage } from '@/lib/error-text'
import { notify } from '@/lib/toast'
import { useCreateTeam } from '../api/create-team'
import { useTeamLabels } from '../lib/labels'
import { MaxMembersField } from './max-members-field'
import { TeamInfoFields } from './team-info-fields'

const defaultValues: CreateTeamInput = {
  name: '',
  description: '',
  projectType: undefined,
  maxMembers: LIMITS.teamMembersDefault,
  isLookingForMembers: true,
}

/** The Create Team dialog (docs/product.md §2, §5); `trigger` is the button that opens it. */
export function CreateTeamDialog({ trigger }: { trigger?: ReactNode }) {
  const { t } = useTranslation(['teams', 'common'])
  const labels = useTeamLabels()
  const [open, setOpen] = useState(false)
  const createTeam = useCreateTeam()
  const { control, register, handleSubmit, reset, formState } = useForm<CreateTeamInput, unknown, CreateTeam>(
    {
      resolver: zodResolver(createTeamSchema),
      defaultValues,
    },
  )
  const { errors } = formState

  const onInvalid = (invalid: FieldErrors<CreateTeamInput>) => {
    if (invalid.name) notify.error(t('create.error'), translateMessage(TEAM_NAME_MESSAGE))
  }

  const onValid = async (team: CreateTeam) => {
    try {
      await createTeam.mutateAsync(team)
    } catch (error) {
      const message = errorMessage(error, 'answer')
      notify.error(t('create.createError'), message || t('create.createFailed'))
      return
    }
    notify.success(t('create.success'), t('create.created'))
    setOpen(false)
    reset(defaultValues)
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        trigger ?? (
          <Button>
            <Plus aria-hidden />
            {t('create.button')}
          </Button>
        )
      }
      title={t('create.title')}
      description={t('create.description')}
      onSubmit={handleSubmit(onValid, onInvalid)}
      actions={{ submitLabel: t('create.button'), busy: createTeam.isPending }}
    >
      <TeamInfoFields idPrefix="team" texts="create" register={register} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormOptionSelect
          control={control}
          name="projectType"
          id="team-project-type"
          label={t('create.typeLabel')}
          placeholder={t('create.typePlaceholder')}
          options={TEAM_PROJECT_TYPES}
          labels={labels.projectType}
        />
        <MaxMembersField
          id="team-max-members"
          max={LIMITS.teamMembersMax}
          error={errors.maxMembers?.message}
          registration={register('maxMembers', { valueAsNumber: true })}
        />
      </div>
      <FormSwitchField
        control={control}
        name="isLookingForMembers"
        id="team-looking"
        label={t('create.lookingLabel')}
        hint={t('create.lookingHint')}
      />
    </FormDialog>
  )
}
