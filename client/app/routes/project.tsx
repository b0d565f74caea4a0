export { default } from '@/features/portfolio/project-page'
