export { default } from '@/features/safety/admin-page'
