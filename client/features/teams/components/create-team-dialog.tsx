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
import { ApiError } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useCreateTeam } from '../api/create-team'
import { teamProjectTypeLabel } from '../lib/labels'
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
    if (invalid.name) notify.error('Error', TEAM_NAME_MESSAGE)
  }

  const onValid = async (team: CreateTeam) => {
    try {
      await createTeam.mutateAsync(team)
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : ''
      notify.error('Error creating team', message || 'Failed to create team. Please try again.')
      return
    }
    notify.success('Success', 'Team created successfully!')
    setOpen(false)
    reset(defaultValues)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus aria-hidden />
            Create Team
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create a New Team</DialogTitle>
          <DialogDescription>Bring creatives together around a project.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
          <Field label="Team name" htmlFor="team-name" error={errors.name?.message} required>
            {(props) => (
              <Input
                {...props}
                {...register('name')}
                aria-required
                maxLength={LIMITS.teamNameLength}
                placeholder="e.g. Mzansi Markets App"
              />
            )}
          </Field>
          <Field label="Description" htmlFor="team-description" error={errors.description?.message}>
            {(props) => (
              <Textarea
                {...props}
                {...register('description')}
                rows={3}
                maxLength={LIMITS.teamDescriptionLength}
                placeholder="What are you building, and who do you need?"
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
                  label="Project type"
                  placeholder="Choose a type"
                  value={field.value ?? ''}
                  options={TEAM_PROJECT_TYPES}
                  labels={teamProjectTypeLabel}
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
                label="Looking for members"
                hint="Show this team to others in Find teams."
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <DialogFormActions submitLabel="Create Team" busy={createTeam.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
