import { TOAST_DURATION_MS } from '@shared/limits'
import { useSyncExternalStore } from 'react'

/** A button on a toast that takes the person to what it is about ("Send a message", "View"). */
export type ToastAction = { label: string; onClick: () => void }

// Sonner is fetched with the first toast, not with the page: most visits to the landing page never
// show one, and its code would otherwise weigh on every first load (landing JS budget).
// Sonner replays toasts made before its Toaster subscribed, so nothing said meanwhile is lost.
const loadSonner = () => import('sonner')

let toasterWanted = false
const listeners = new Set<() => void>()

function withToast(show: (toast: Awaited<ReturnType<typeof loadSonner>>['toast']) => void) {
  if (!toasterWanted) {
    toasterWanted = true
    for (const listener of listeners) listener()
  }
  void loadSonner().then(({ toast }) => show(toast))
}

/** True once anything asked for a toast: the app then mounts the (lazy) Toaster. */
export const useToasterWanted = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => toasterWanted,
    () => false,
  )

// One toast at a time (docs/product.md §9): each new toast replaces the one on screen. Plain toasts go
// after 2.5 s; error toasts stay until closed or replaced, so nobody misses what went wrong.
export const notify = {
  success(title: string, description?: string, action?: ToastAction) {
    withToast((toast) => {
      toast.dismiss()
      toast.success(title, { description, duration: TOAST_DURATION_MS, action })
    })
  },
  info(title: string, description?: string, action?: ToastAction) {
    withToast((toast) => {
      toast.dismiss()
      toast(title, { description, duration: TOAST_DURATION_MS, action })
    })
  },
  error(title: string, description?: string) {
    withToast((toast) => {
      toast.dismiss()
      toast.error(title, { description, duration: Number.POSITIVE_INFINITY, closeButton: true })
    })
  },
}
