// One look for every small label that says what kind of thing something is: an exercise's source
// (Dictionary / Custom / New), a goal's status, a group member's role. Every area uses this one,
// so "Custom" has one colour wherever it appears.
import type { ReactNode } from 'react';

export type BadgeTone = 'dictionary' | 'custom' | 'new' | 'active' | 'paused' | 'completed' | 'admin' | 'member' | 'neutral';

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
}

export function Badge({ tone, children }: BadgeProps) {
  return <span className={`lb-badge lb-badge--${tone}`}>{children}</span>;
}
