export { default } from '@/features/matches/matches-page'
