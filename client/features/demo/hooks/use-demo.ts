import { useEffect, useReducer } from 'react'
import { AUTOPLAY_DELAY_MS, DEMO_PEOPLE, DEMO_STEPS, MATCH_OVERLAY_MS } from '../lib/demo-data'
import { useDemoPeople } from './use-demo-people'

export const LAST_STEP = DEMO_STEPS.length - 1
const PEOPLE = DEMO_PEOPLE.length

interface DemoState {
  step: number
  /** Index of the profile on top of the deck; PEOPLE once everyone has been seen. */
  profileIndex: number
  likedIds: string[]
  /** Set while the "It's a Match!" overlay shows. */
  matchingId: string | null
  autoPlay: boolean
}

type DemoAction =
  | { type: 'like' }
  | { type: 'match-shown' }
  | { type: 'pass' }
  | { type: 'go'; step: number }
  | { type: 'restart' }
  | { type: 'toggle-auto-play' }

const initialState: DemoState = { step: 0, profileIndex: 0, likedIds: [], matchingId: null, autoPlay: false }

// The next profile, or step 2 (index 1) after the last one (docs/product.md §4 Demo).
const advance = (state: DemoState): DemoState => {
  const profileIndex = Math.min(state.profileIndex + 1, PEOPLE)
  if (profileIndex < PEOPLE) return { ...state, profileIndex }
  return { ...state, profileIndex, autoPlay: false, step: state.step === 0 ? 1 : state.step }
}

function reduce(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case 'like': {
      const person = DEMO_PEOPLE[state.profileIndex]
      if (!person || state.matchingId) return state
      return { ...state, matchingId: person.id, likedIds: [...state.likedIds, person.id] }
    }
    case 'match-shown':
      return state.matchingId ? advance({ ...state, matchingId: null }) : state
    case 'pass':
      return state.matchingId || state.profileIndex >= PEOPLE ? state : advance(state)
    case 'go':
      return { ...state, step: Math.max(0, Math.min(LAST_STEP, action.step)) }
    case 'restart':
      return initialState
    case 'toggle-auto-play':
      return { ...state, autoPlay: !state.autoPlay }
  }
}

/** The demo's state machine: steps 0..4, the deck of sample people, likes, overlay and Auto Play. */
export function useDemo() {
  const [state, dispatch] = useReducer(reduce, initialState)
  const { step, matchingId, autoPlay, profileIndex } = state
  const people = useDemoPeople()

  useEffect(() => {
    if (!matchingId) return
    const timer = setTimeout(() => dispatch({ type: 'match-shown' }), MATCH_OVERLAY_MS)
    return () => clearTimeout(timer)
  }, [matchingId])

  // Auto Play likes each profile in turn, which walks the deck and then on to the matches.
  useEffect(() => {
    if (!autoPlay || step !== 0 || matchingId || profileIndex >= PEOPLE) return
    const timer = setTimeout(() => dispatch({ type: 'like' }), AUTOPLAY_DELAY_MS)
    return () => clearTimeout(timer)
  }, [autoPlay, step, matchingId, profileIndex])

  return {
    ...state,
    total: PEOPLE,
    liked: people.filter((person) => state.likedIds.includes(person.id)),
    matching: people.find((person) => person.id === matchingId) ?? null,
    remaining: people.slice(profileIndex, profileIndex + 3),
    like: () => dispatch({ type: 'like' }),
    pass: () => dispatch({ type: 'pass' }),
    go: (to: number) => dispatch({ type: 'go', step: to }),
    restart: () => dispatch({ type: 'restart' }),
    toggleAutoPlay: () => dispatch({ type: 'toggle-auto-play' }),
  }
}

export type Demo = ReturnType<typeof useDemo>
