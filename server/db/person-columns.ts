import { users } from './schema'

/** How one person appears to others wherever people are listed: id, name and picture, nothing more. */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
}
