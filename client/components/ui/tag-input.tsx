import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ListDraftField, type ListInputProps } from './list-draft-field'

export type TagInputProps = ListInputProps & {
  /** What one entry is called, for the Add and Remove buttons' names: "skill" gives "Add skill". */
  itemName?: string
}

/**
 * Short entries as removable chips (docs/product.md §5: trimmed, non-empty, duplicates ignored whatever their case,
 * Enter adds). Entries keep the case they were typed in unless `normalize` says otherwise (portfolio
 * tags are lowercased).
 */
export function TagInput({ itemName, ...props }: TagInputProps) {
  const { t } = useTranslation('ui')
  return (
    <ListDraftField {...props} itemName={itemName ?? t('tagInput.item')}>
      {(remove) => (
        <ul className="flex flex-wrap gap-2">
          {props.values.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary/10 py-1 pr-1 pl-3 font-medium text-primary text-sm dark:text-violet-200"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={t('tagInput.remove', { tag })}
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
