import { fieldHintId } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'

type SettingSwitchProps = {
  id: string
  label: string
  description: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
}

/** A labelled on/off setting with a line saying what it does. */
export function SettingSwitch({
  id,
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: SettingSwitchProps) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={fieldHintId(id)} className="text-muted text-sm">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={fieldHintId(id)}
      />
    </div>
  )
}
