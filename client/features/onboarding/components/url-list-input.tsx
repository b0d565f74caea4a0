import { ImageIcon, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ListDraftField, type ListInputProps } from '@/components/ui/list-draft-field'

/** Portfolio image URLs, one per row since URLs are too long for chips (docs/product.md §5). */
export function UrlListInput(props: ListInputProps) {
  const { t } = useTranslation('onboarding')
  return (
    <ListDraftField {...props} itemName="image URL" inputType="url">
      {(remove) => (
        <ul className="flex flex-col gap-2">
          {props.values.map((url) => (
            <li
              key={url}
              className="flex min-h-11 items-center gap-3 rounded-xl border border-border bg-surface-muted py-1 pr-1 pl-3 text-sm"
            >
              <ImageIcon aria-hidden className="size-4 shrink-0 text-muted" />
              <span className="min-w-0 flex-1 truncate" title={url}>
                {url}
              </span>
              <button
                type="button"
                onClick={() => remove(url)}
                aria-label={t('form.removeUrl', { url })}
                className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-border hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
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
