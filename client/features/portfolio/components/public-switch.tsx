import { fieldHintId } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'

const id = 'project-public'

/** Public projects appear in Featured Projects; private ones only in My Projects. */
export function PublicSwitch({
  checked,
  onCheckedChange,
}: {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl bg-surface-muted p-4">
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>Public project</Label>
        <p id={fieldHintId(id)} className="text-muted text-sm">
          Show it in Featured Projects for everyone to see.
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={fieldHintId(id)}
      />
    </div>
  )
}
