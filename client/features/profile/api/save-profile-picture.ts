import { useUploadImage } from '@/features/portfolio'
import type { ImageSource } from '../components/image-source-field'
import { useUpdateProfilePicture } from './update-profile-picture'

/**
 * Saves a picked file (uploaded first, POST /api/uploads) or a typed URL as the profile picture: what
 * Update Profile Picture and onboarding's photo step both do. Rejects with the failing request's error.
 */
export function useSaveProfilePicture() {
  const uploadImage = useUploadImage()
  const updatePicture = useUpdateProfilePicture()
  const save = async (source: ImageSource) => {
    const profileImageUrl = source.file ? (await uploadImage.mutateAsync(source.file)).url : source.url.trim()
    return updatePicture.mutateAsync({ profileImageUrl })
  }
  return { save, busy: uploadImage.isPending || updatePicture.isPending }
}
