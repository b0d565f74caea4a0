import { X } from 'lucide-react'
import { ListDraftField, type ListInputProps } from './list-draft-field'

/** Skills as removable chips (spec §5: trimmed, non-empty, duplicates ignored, Enter adds). */
export function TagInput(props: ListInputProps) {
  return (
    <ListDraftField {...props} itemName="skill">
      {(remove) => (
        <ul className="flex flex-wrap gap-2">
          {props.values.map((skill) => (
            <li
              key={skill}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary/10 py-1 pr-1 pl-3 font-medium text-primary text-sm dark:text-violet-200"
            >
              <span className="truncate">{skill}</span>
              <button
                type="button"
                onClick={() => remove(skill)}
                aria-label={`Remove ${skill}`}
                className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </ListDraftField>
  )
}
