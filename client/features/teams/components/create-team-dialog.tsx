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
import { Controller, type FieldErrors, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/option-select'
import { SwitchField } from '@/components/ui/switch-field'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { translateMessage } from '@/lib/error-text'
import { notify } from '@/lib/toast'
import { useCreateTeam } from '../api/create-team'
import { useTeamLabels } from '../lib/labels'
import { MaxMembersField } from './max-members-field'

const defaultValues: CreateTeamInput = {
  name: '',
  description: '',
  projectType: undefined,
  maxMembers: LIMITS.teamMembersDefault,
  isLookingForMembers: true,
}

/** The Create Team dialog (spec §2, §5); `trigger` is the button that opens it. */
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus aria-hidden />
            {t('create.button')}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
          <Field label={t('create.nameLabel')} htmlFor="team-name" error={errors.name?.message} required>
            {(props) => (
              <Input
                {...props}
                {...register('name')}
                aria-required
                maxLength={LIMITS.teamNameLength}
                placeholder={t('create.namePlaceholder')}
              />
            )}
          </Field>
          <Field
            label={t('create.descriptionLabel')}
            htmlFor="team-description"
            error={errors.description?.message}
          >
            {(props) => (
              <Textarea
                {...props}
                {...register('description')}
                rows={3}
                maxLength={LIMITS.teamDescriptionLength}
                placeholder={t('create.descriptionPlaceholder')}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="projectType"
              render={({ field }) => (
                <OptionSelect
                  id="team-project-type"
                  label={t('create.typeLabel')}
                  placeholder={t('create.typePlaceholder')}
                  value={field.value ?? ''}
                  options={TEAM_PROJECT_TYPES}
                  labels={labels.projectType}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                  error={errors.projectType?.message}
                />
              )}
            />
            <MaxMembersField
              id="team-max-members"
              max={LIMITS.teamMembersMax}
              error={errors.maxMembers?.message}
              registration={register('maxMembers', { valueAsNumber: true })}
            />
          </div>
          <Controller
            control={control}
            name="isLookingForMembers"
            render={({ field }) => (
              <SwitchField
                id="team-looking"
                label={t('create.lookingLabel')}
                hint={t('create.lookingHint')}
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <DialogFormActions submitLabel={t('create.button')} busy={createTeam.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
