// How 1 to 5 remote tiles share the stage: stacked on a phone held upright, side by side on a laptop,
// every tile as large as the screen allows. Written out in full so Tailwind finds every class.

const GRIDS: Record<number, string> = {
  1: 'grid-cols-1 grid-rows-1',
  2: 'portrait:grid-cols-1 portrait:grid-rows-2 landscape:grid-cols-2 landscape:grid-rows-1',
  3: 'grid-cols-2 grid-rows-2',
  4: 'grid-cols-2 grid-rows-2',
  5: 'portrait:grid-cols-2 portrait:grid-rows-3 landscape:grid-cols-6 landscape:grid-rows-2',
}

/** The stage's grid for this many remote people (more than five share the five-person grid's rows). */
export const stageGrid = (count: number) => GRIDS[Math.min(Math.max(count, 1), 5)] ?? GRIDS[5]!

/** Where one tile sits: the first of three or five gets the most room; the last row of five is centred. */
export function tileSpan(count: number, index: number) {
  if (count === 3 && index === 0) return 'portrait:col-span-2 landscape:row-span-2'
  if (count === 5) {
    const phone = index === 0 ? 'portrait:col-span-2' : ''
    const laptop = index === 3 ? 'landscape:col-span-2 landscape:col-start-2' : 'landscape:col-span-2'
    return `${phone} ${laptop}`
  }
  return ''
}
