import { useEffect, useState } from 'react'

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false

/**
 * Files dropped anywhere on `element` (a chat window) go to `onFiles`; `dragging` is true while files are
 * held over it, for the "Drop files to attach" overlay. Text or links dragged around are left alone.
 */
export function useFileDrop(element: HTMLElement | null, onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false)
  useEffect(() => {
    if (!element) return
    // Entering a child fires enter before the parent's leave: a count tells when the pointer is really out.
    let depth = 0
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      depth++
      setDragging(true)
    }
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
    }
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      depth = Math.max(0, depth - 1)
      if (depth === 0) setDragging(false)
    }
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      depth = 0
      setDragging(false)
      onFiles([...(event.dataTransfer?.files ?? [])])
    }
    element.addEventListener('dragenter', enter)
    element.addEventListener('dragover', over)
    element.addEventListener('dragleave', leave)
    element.addEventListener('drop', drop)
    return () => {
      element.removeEventListener('dragenter', enter)
      element.removeEventListener('dragover', over)
      element.removeEventListener('dragleave', leave)
      element.removeEventListener('drop', drop)
    }
  }, [element, onFiles])
  return dragging
}
