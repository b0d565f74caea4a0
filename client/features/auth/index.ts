// The auth feature's public entry: who is signed in, and signing out. Other features import only this.
export { switchUser, userQuery, useUser } from './api/get-user'
export { useLogout } from './api/logout'
