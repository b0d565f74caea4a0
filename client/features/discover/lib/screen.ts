// The height a page has below the app shell's bars (client/features/shell): the top bar is h-16 plus
// its 1 px border; for members, main keeps pb-24 free for the phone's bottom bar and pb-8 from md up.
// A page at least this tall fills the screen exactly, so a flexible part of it (the Discover deck) can
// take what is left without the page scrolling. Spelled out in full so Tailwind sees each class.
export const SCREEN_BELOW_MEMBER_SHELL =
  'min-h-[calc(100dvh_-_4rem_-_1px_-_6rem)] md:min-h-[calc(100dvh_-_4rem_-_1px_-_2rem)]'
export const SCREEN_BELOW_VISITOR_SHELL = 'min-h-[calc(100dvh_-_4rem_-_1px)]'
