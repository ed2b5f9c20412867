import { useId } from 'react';

/** Muse's mark: an "M" drawn as a wave with a spark, on the brand gradient. Decorative (aria-hidden). */
export function MuseMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden
      focusable="false"
      style={{ flex: 'none' }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7b4cef" />
          <stop offset="1" stopColor="#e64980" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path
        d="M16 46V20l16 16 16-16v26"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="48" cy="13" r="4" fill="#fff" />
    </svg>
  );
}
