// The height a page has below the app shell's bars (client/features/shell): the top bar is h-16 plus
// its 1 px border; for members, main keeps pb-24 free for the phone's bottom bar and pb-8 from md up.
// A page at least this tall fills the screen exactly, so a flexible part of it (the Discover deck) can
// take what is left without the page scrolling. Spelled out in full so Tailwind sees each class.
export const SCREEN_BELOW_MEMBER_SHELL =
  'min-h-[calc(100dvh_-_4rem_-_1px_-_6rem)] md:min-h-[calc(100dvh_-_4rem_-_1px_-_2rem)]'
export const SCREEN_BELOW_VISITOR_SHELL = 'min-h-[calc(100dvh_-_4rem_-_1px)]'

// From md up the deck stands beside a column (title, banner, filters) that may be taller than the
// screen: the deck then has the screen's height itself (less the page's py-6) and stays in view.
export const DECK_BESIDE_MEMBER_COLUMN =
  'md:sticky md:top-[calc(4rem_+_1px_+_1.5rem)] md:h-[calc(100dvh_-_4rem_-_1px_-_5rem)] md:self-start'
export const DECK_BESIDE_VISITOR_COLUMN =
  'md:sticky md:top-[calc(4rem_+_1px_+_1.5rem)] md:h-[calc(100dvh_-_4rem_-_1px_-_3rem)] md:self-start'
