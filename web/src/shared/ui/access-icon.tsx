import type { ReactNode } from 'react';

/**
 * Icons of the barrier-free services and facilities (docs/decisions/039). Decorative: always
 * beside their words, hidden from screen readers.
 */
export type AccessIconName =
  | 'captions'
  | 'audio-description'
  | 'sign-language'
  | 'touch-tour'
  | 'wheelchair'
  | 'relaxed'
  | 'entrance'
  | 'elevator'
  | 'companion'
  | 'parking'
  | 'toilet'
  | 'hearing-loop'
  | 'guide-dog'
  | 'contact';

const wheelchair = (
  <>
    <circle cx="10" cy="4.5" r="1.6" />
    <path d="M10 7v6h5l2.5 5" />
    <path d="M10 10h4" />
    <path d="M7.5 11.2A5 5 0 1 0 14 17.5" />
  </>
);

const ICONS: Record<AccessIconName, ReactNode> = {
  captions: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M10.5 10a2.5 2.5 0 1 0 0 4M16.5 10a2.5 2.5 0 1 0 0 4" />
    </>
  ),
  'audio-description': (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
    </>
  ),
  'sign-language': (
    <>
      <path d="M7 12V6.5a1.5 1.5 0 0 1 3 0V11" />
      <path d="M10 10V4.5a1.5 1.5 0 0 1 3 0V11" />
      <path d="M13 10.5V6a1.5 1.5 0 0 1 3 0v7" />
      <path d="M16 11.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7h-1a6 6 0 0 1-5-2.7L3.5 14.5a1.5 1.5 0 0 1 2.5-1.6L7 14" />
    </>
  ),
  'touch-tour': (
    <>
      <path d="M9 13V5a1.5 1.5 0 0 1 3 0v6" />
      <path d="M12 10.5a1.5 1.5 0 0 1 3 0V12" />
      <path d="M15 11.5a1.5 1.5 0 0 1 3 0V15a6 6 0 0 1-6 6h-.5a6 6 0 0 1-4.8-2.4L4.5 15.5a1.5 1.5 0 0 1 2.4-1.8L9 16" />
      <path d="M5 3.5l1.5 1.5M3 8h2M14.5 3.5 13 5" />
    </>
  ),
  wheelchair,
  relaxed: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0" />
      <path d="M8.5 10h1.5M14 10h1.5" />
    </>
  ),
  entrance: (
    <>
      <path d="M3 20h18L21 12" />
      <path d="M3 20 21 12" />
      <circle cx="8" cy="7" r="1.6" />
      <path d="M8 9.5v4" />
    </>
  ),
  elevator: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M9 10 12 7l3 3M9 14l3 3 3-3" />
    </>
  ),
  companion: (
    <>
      <circle cx="8" cy="7" r="2.5" />
      <circle cx="16.5" cy="7.5" r="2.2" />
      <path d="M3.5 20v-3a4.5 4.5 0 0 1 9 0v3M13 20v-2.5a3.5 3.5 0 0 1 7 0V20" />
    </>
  ),
  parking: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M9 17V7h3.5a3 3 0 0 1 0 6H9" />
    </>
  ),
  toilet: (
    <>
      <path d="M6 3h5v7H6z" />
      <path d="M4 10h14a6 6 0 0 1-6 6H10a6 6 0 0 1-6-6z" />
      <path d="M9 16l-1 5h7l-1-5" />
    </>
  ),
  'hearing-loop': (
    <>
      <path d="M7 9a5 5 0 0 1 10 0c0 3-3 3.5-3 6.5a2.5 2.5 0 0 1-5 0" />
      <path d="M10 9.5a2 2 0 0 1 4 0" />
      <path d="M19 4.5a9 9 0 0 1 0 9" />
    </>
  ),
  'guide-dog': (
    <>
      <circle cx="6" cy="9" r="1.8" />
      <circle cx="10" cy="5.5" r="1.8" />
      <circle cx="14" cy="5.5" r="1.8" />
      <circle cx="18" cy="9" r="1.8" />
      <path d="M12 11c-3 0-5.5 4-5.5 6.5 0 2 1.5 3 3 3 1 0 1.6-.6 2.5-.6s1.5.6 2.5.6c1.5 0 3-1 3-3C17.5 15 15 11 12 11z" />
    </>
  ),
  contact: (
    <path d="M5 4h3l1.5 4-2 1.2a11 11 0 0 0 7.3 7.3l1.2-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),
};

export function AccessIcon({ name, className }: { name: AccessIconName; className?: string }) {
  return (
    <svg
      className={['access-icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}
