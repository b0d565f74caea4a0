import { Link } from 'wouter'

export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="brand-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#fb7185" />
        </linearGradient>
      </defs>
      <circle cx="26" cy="30" r="20" fill="url(#brand-mark)" />
      <circle cx="46" cy="44" r="12" fill="url(#brand-mark)" opacity=".75" />
    </svg>
  )
}

export function BrandLink() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-xl text-xl font-bold tracking-tight">
      <BrandMark />
      <span className="text-brand">Bubbles</span>
    </Link>
  )
}
