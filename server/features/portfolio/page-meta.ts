import { HttpError } from '../../lib/http-error'
import { previewText } from '../../lib/page-meta'
import type { SpaPage } from '../../plugins/static-spa'
import { findVisibleProject } from './public-projects'

/**
 * /portfolio/{id}: a public project's link previews with its title, words and picture. Only public
 * ones: a private project is its owner's alone, even on their own screen, and a link to it previews
 * as the app itself. The viewer is whoever follows the link (a crawler is signed out), so a blocked
 * member's browser gets no preview either, as it gets no project.
 */
export const projectPage: SpaPage = {
  path: /^\/portfolio\/([^/]+)\/?$/,
  async meta({ db, viewerId, params: [projectId = ''], publicUrl }) {
    const project = await findVisibleProject({ db, viewerId, projectId }).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null
      throw error
    })
    if (!project?.isPublic) return null
    const owner = `${project.user.firstName} ${project.user.lastName}`.trim()
    return {
      title: project.title,
      // No words of our own: a preview has no reader's language to speak. The maker's name stands in.
      description: previewText(project.description) || owner,
      imageUrl: project.imageUrl && new URL(project.imageUrl, `${publicUrl}/`).href,
      url: `${publicUrl}/portfolio/${project.id}`,
    }
  },
}
