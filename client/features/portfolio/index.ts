// The portfolio feature's public entry: the profile page shows and adds projects with these.
export { useCreateProject } from './api/create-project'
export { useMyProjects } from './api/get-my-projects'
export { useUploadImage } from './api/upload-image'
// A person's page lists their public work with this.
export { PersonProjects } from './components/person-projects'
