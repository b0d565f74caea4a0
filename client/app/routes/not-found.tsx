export { NotFoundPage as default } from '@/features/not-found/not-found-page'
