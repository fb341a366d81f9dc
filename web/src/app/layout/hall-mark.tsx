/** The hall's emblem: a proscenium arch (decorative; the logo link carries the name). */
export function HallMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
      <path
        d="M14 46V28c0-10 8-16 18-16s18 6 18 16v18"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M22 46V31c0-6 4-10 10-10s10 4 10 10v15"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.55"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M10 50h44" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
