/** Simple generated social glyphs (lucide has no brand icons; no real brand artwork is copied). */
export type SocialNetwork = 'facebook' | 'instagram' | 'youtube';

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {network === 'facebook' && (
        <path
          d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z"
          fill="currentColor"
        />
      )}
      {network === 'instagram' && (
        <g fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
        </g>
      )}
      {network === 'youtube' && (
        <g>
          <rect
            x="2.5"
            y="5.5"
            width="19"
            height="13"
            rx="3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <path d="M10 9v6l5-3z" fill="currentColor" />
        </g>
      )}
    </svg>
  );
}
