import type { User } from '@shared/schemas/auth'
import { PROFILE_PICTURE_MESSAGE, updateProfilePictureSchema } from '@shared/schemas/profile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { FormDialog } from '@/components/ui/form-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useSaveProfilePicture } from '../api/save-profile-picture'
import { EMPTY_IMAGE_SOURCE, type ImageSource, ImageSourceField } from './image-source-field'

type ProfilePictureDialogProps = {
  user: User
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Update Profile Picture (docs/product.md §5): a file or a URL, one of them required. */
export function ProfilePictureDialog({ user, open, onOpenChange }: ProfilePictureDialogProps) {
  const { t } = useTranslation(['profile', 'common'])
  const [source, setSource] = useState<ImageSource>(EMPTY_IMAGE_SOURCE)
  const [error, setError] = useState<string>()
  const { save, busy } = useSaveProfilePicture()
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email

  const changeOpen = (next: boolean) => {
    if (busy) return
    onOpenChange(next)
    if (!next) {
      setSource(EMPTY_IMAGE_SOURCE)
      setError(undefined)
    }
  }

  const changeSource = (next: ImageSource) => {
    setSource(next)
    setError(undefined)
  }

  const onSubmit = async () => {
    // A picked file needs no URL check; a typed URL is checked here before anything is sent.
    if (!source.file) {
      const parsed = updateProfilePictureSchema.safeParse({ profileImageUrl: source.url })
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? PROFILE_PICTURE_MESSAGE)
        return
      }
    }
    try {
      await save(source)
    } catch (failure) {
      notify.error(t('profile:picture.toast.failed'), errorMessage(failure, 'refusal'))
      return
    }
    notify.success(t('profile:picture.toast.saved'))
    changeOpen(false)
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('profile:picture.title')}
      description={t('profile:picture.description')}
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) void onSubmit()
      }}
      actions={{ submitLabel: t('profile:picture.submit'), busyLabel: t('common:actions.saving'), busy }}
    >
      {!source.file && (
        <div className="flex items-center gap-3">
          <Avatar name={name} src={user.profileImageUrl} size="lg" />
          <p className="text-muted text-sm">{t('profile:picture.current')}</p>
        </div>
      )}
      <ImageSourceField
        id="profile-picture"
        shape="round"
        value={source}
        onChange={changeSource}
        error={error}
        disabled={busy}
      />
    </FormDialog>
  )
}
