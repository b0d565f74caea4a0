// The teams screens other features embed, loaded with import(): the notifications list shows an
// invitation's Accept and Decline without the shell carrying the teams page's code (and its texts).
export { InvitationActions } from './components/invitations/pending-invitations'
