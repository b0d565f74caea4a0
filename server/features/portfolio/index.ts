export { selectProjects, toProjectJson } from './project-json'
