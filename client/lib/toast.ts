import { TOAST_DURATION_MS } from '@shared/limits'
import { toast } from 'sonner'

/** A button on a toast that takes the person to what it is about ("Send a message", "View"). */
export type ToastAction = { label: string; onClick: () => void }

// One toast at a time (spec §9): each new toast replaces the one on screen. Plain toasts go
// after 2.5 s; error toasts stay until closed or replaced, so nobody misses what went wrong.
export const notify = {
  success(title: string, description?: string, action?: ToastAction) {
    toast.dismiss()
    toast.success(title, { description, duration: TOAST_DURATION_MS, action })
  },
  info(title: string, description?: string, action?: ToastAction) {
    toast.dismiss()
    toast(title, { description, duration: TOAST_DURATION_MS, action })
  },
  error(title: string, description?: string) {
    toast.dismiss()
    toast.error(title, { description, duration: Number.POSITIVE_INFINITY, closeButton: true })
  },
}
