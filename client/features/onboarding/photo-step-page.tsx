import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useUser } from '@/features/auth'
import {
  EMPTY_IMAGE_SOURCE,
  type ImageSource,
  ImageSourceField,
  useSaveProfilePicture,
} from '@/features/profile'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'

/**
 * Onboarding's last step: a profile photo, uploaded the way Update Profile Picture does it, or
 * skipped. A card with a face gets more swipes than one with initials; nobody is made to add one.
 */
export function PhotoStepPage() {
  const { t } = useTranslation(['onboarding', 'common'])
  const [, navigate] = useLocation()
  const user = useUser().data
  const [source, setSource] = useState<ImageSource>(EMPTY_IMAGE_SOURCE)
  const { save: savePicture, busy } = useSaveProfilePicture()
  const done = () => navigate('/discover')
  if (!user) return null
  const name = `${user.firstName} ${user.lastName}`.trim()
  const chosen = Boolean(source.file || source.url.trim())

  const save = async () => {
    try {
      await savePicture(source)
    } catch (failure) {
      notify.error(t('onboarding:photo.failed'), errorMessage(failure, 'refusal'))
      return
    }
    notify.success(t('onboarding:photo.saved'))
    done()
  }

  return (
    <div className="px-4 py-6 sm:py-10">
      <title>{t('onboarding:photo.documentTitle')}</title>
      <Card className="mx-auto w-full max-w-120">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl sm:text-3xl">{t('onboarding:photo.title')}</h1>
          </CardTitle>
          <CardDescription>{t('onboarding:photo.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="flex flex-col gap-6"
            onSubmit={(event) => {
              event.preventDefault()
              if (!busy && chosen) void save()
            }}
          >
            {!source.file && (
              <div className="flex items-center gap-3">
                <Avatar name={name} src={user.profileImageUrl} size="lg" />
                <p className="text-muted text-sm">{t('onboarding:photo.preview')}</p>
              </div>
            )}
            <ImageSourceField
              id="onboarding-photo"
              shape="round"
              value={source}
              onChange={setSource}
              disabled={busy}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="ghost" onClick={done} disabled={busy}>
                {t('onboarding:photo.skip')}
              </Button>
              <Button type="submit" disabled={busy || !chosen}>
                {busy ? t('common:actions.saving') : t('onboarding:photo.save')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  )
}

export default PhotoStepPage
