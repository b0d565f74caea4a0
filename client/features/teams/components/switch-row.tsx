import { fieldHintId } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'

type SwitchRowProps = {
  id: string
  label: string
  hint?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
}

/** A labelled on/off setting with a line explaining what it changes. */
export function SwitchRow({ id, label, hint, checked, onCheckedChange, disabled }: SwitchRowProps) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl bg-surface-muted p-4">
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={fieldHintId(id)} className="text-muted text-sm">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? fieldHintId(id) : undefined}
      />
    </div>
  )
}
