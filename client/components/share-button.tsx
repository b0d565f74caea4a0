import { Link2, Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonProps } from '@/components/ui/button'
import { notify } from '@/lib/toast'

type ShareButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** The app path to share (`/portfolio/…`); shared as an absolute address on this origin. */
  path: string
  /** What it is, for the share sheet ("Soweto Portraits"). */
  title: string
}

/** The system's share sheet where there is one (phones): it offers copying too. */
const canShareNatively = () => typeof navigator.share === 'function' && window.isSecureContext

/** Without the async clipboard (a page on plain http over a LAN), the old copy command still works. */
function copyWithSelection(text: string) {
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.append(field)
  field.select()
  try {
    return document.execCommand('copy')
  } finally {
    field.remove()
  }
}

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return copyWithSelection(text)
  }
}

/**
 * Share (the system's sheet) on devices that have one, Copy link elsewhere: the address of a person or
 * a project, so it can be sent on. A copy that fails says so and shows the address to copy by hand.
 */
export function ShareButton({ path, title, variant = 'outline', size = 'sm', ...button }: ShareButtonProps) {
  const { t } = useTranslation('common')
  const native = canShareNatively()
  const share = async () => {
    const url = new URL(path, window.location.origin).href
    if (native) {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    if (await copyText(url)) notify.success(t('share.copied'), url)
    else notify.error(t('share.copyFailed'), url)
  }
  return (
    <Button variant={variant} size={size} onClick={() => void share()} {...button}>
      {native ? <Share2 aria-hidden /> : <Link2 aria-hidden />}
      {native ? t('share.share') : t('share.copyLink')}
    </Button>
  )
}
