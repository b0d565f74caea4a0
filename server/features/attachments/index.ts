// What other features use of attachments: linking them to a message being sent, loading them for a page
// of messages, and removing them with a message or an account.
export { attachmentCleanup } from './cleanup'
export { findAttachmentsOfMessages, linkAttachments, type MessageLink, withAttachments } from './link'
export {
  attachmentKeysOfUser,
  deleteAttachmentsOfMessages,
  removeAttachmentsOfMessages,
  removeStoredFiles,
} from './remove'
export { attachmentRoutes } from './routes'
