import type { QueryClient } from '@tanstack/react-query'
import { navigate } from 'wouter/use-browser-location'
import { i18n } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { getUser, switchUser, userQuery } from './get-user'

let checking: Promise<void> | undefined

/**
 * The server hinted that this session may be over: an API call answered 401, or it closed the live
 * connection itself (signed out in another tab, suspended by a moderator). Asks once who is signed in;
 * if nobody, the app falls back to the signed-out pages at once, without a reload. Being offline or a
 * server restart signs nobody out: only the server's own "nobody" does. Calls that arrive while a check
 * runs share it, so a burst of 401s makes one request.
 */
export function confirmSession(queryClient: QueryClient): Promise<void> {
  if (!queryClient.getQueryData(userQuery.queryKey)) return Promise.resolve()
  checking ??= getUser()
    .then(
      (user) => {
        // Still signed in, or signed out meanwhile by the app itself (Log Out): nothing to do.
        if (user || !queryClient.getQueryData(userQuery.queryKey)) return
        switchUser(queryClient, null)
        // Most member pages do not exist for visitors: the landing page is the one place to land.
        navigate('/', { replace: true })
        // The shell's words: the shell is on screen, so its catalogue is loaded.
        notify.info(i18n.t('shell:session.signedOut'), i18n.t('shell:session.signInAgain'))
      },
      () => {},
    )
    .finally(() => {
      checking = undefined
    })
  return checking
}
