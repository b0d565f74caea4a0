/**
 * The brand gradient a shade deeper, behind a match's white text: the usual one ends in a coral that
 * white text does not reach AA contrast on. Spelled out in full so Tailwind sees the class.
 */
export const MATCH_GRADIENT = 'bg-[linear-gradient(135deg,#6d28d9_0%,#a21caf_55%,#e11d48_100%)]'
