// Line icons for the landing page and home tiles: inline SVG, so they look the same on every
// phone (emoji fonts differ, and some headless browsers have none) and cost no request.
import type { ReactNode } from 'react';
import styles from './icons.module.css';

const paths: Record<string, ReactNode> = {
  log: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  progress: <path d="M3 17l5-5 4 4 8-8M15 8h5v5" />,
  goal: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="12" cy="12" r="0.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  group: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 14.2c2.8.3 5 2.7 5 5.8" />
    </>
  ),
  analytics: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  dumbbell: <path d="M6 7v10M3 9v6M18 7v10M21 9v6M6 12h12" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  warning: <path d="M12 3l10 18H2L12 3zM12 10v4M12 17.5v.5" />,
};

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}

/** An icon in a rounded, tinted square: a landing page feature's, or (large) a home tile's. */
export function IconSquare({ name, large = false }: { name: IconName; large?: boolean }) {
  return (
    <span className={large ? `${styles.square} ${styles.squareLarge}` : styles.square}>
      <Icon name={name} />
    </span>
  );
}
