/**
 * The complex's generated logo: a ring with five bronze petals (the fountain seen from above,
 * ringed by its five towers) and a wordmark. Inline so it paints with the first HTML, in the
 * header's colours. public/brand/logo.svg is the same drawing as a file.
 */
const PETAL = 'M0 0C4.2-3.6 3-10.2 0-12C-3-10.2-4.2-3.6 0 0Z';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <LogoMarkShapes />
    </svg>
  );
}

/** The full logo, 134 px wide (spec section 9). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 134 48"
      width="134"
      height="48"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <LogoMarkShapes />
      <text
        x="53"
        y="23"
        fill="var(--logo-word, #14213d)"
        fontSize="17"
        fontWeight="800"
        letterSpacing="1.2"
        textLength="78"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      >
        SUNTEC
      </text>
      {/* The two words read as two ("SUNTEC CITY"), as the link's name says them. */}{' '}
      <text
        x="54"
        y="39"
        fill="var(--logo-ring, #0b5f6e)"
        fontSize="10.5"
        fontWeight="700"
        letterSpacing="5.2"
        textLength="52"
        lengthAdjust="spacing"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      >
        CITY
      </text>
    </svg>
  );
}

function LogoMarkShapes() {
  return (
    <>
      <circle
        cx="24"
        cy="24"
        r="21"
        fill="none"
        stroke="var(--logo-ring, #0b5f6e)"
        strokeWidth="3.5"
      />
      <path
        d="M8.4 31.5A17 17 0 0 1 15.5 9.3"
        fill="none"
        stroke="var(--logo-arc, #14213d)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <g transform="translate(24 24)" fill="var(--logo-petal, #c8963e)">
        {[0, 72, 144, 216, 288].map((angle) => (
          <path key={angle} d={PETAL} transform={`rotate(${angle})`} />
        ))}
      </g>
      <circle cx="24" cy="24" r="2.2" fill="var(--logo-arc, #14213d)" />
    </>
  );
}
