// The goals page's sections, in order, each with its goals (docs/product.md §2: Active, Paused and
// Completed Goals, each with a count). Goals keep the api's order (by target date).
import type { GoalStatus } from '@liftbook/shared/contract';

export const SECTIONS: readonly { status: GoalStatus; title: string }[] = [
  { status: 'active', title: 'Active Goals' },
  { status: 'paused', title: 'Paused Goals' },
  { status: 'completed', title: 'Completed Goals' },
];

export interface GoalSection<G> {
  status: GoalStatus;
  title: string;
  goals: G[];
}

export function goalSections<G extends { status: GoalStatus }>(goals: readonly G[]): GoalSection<G>[] {
  return SECTIONS.map(({ status, title }) => ({ status, title, goals: goals.filter((goal) => goal.status === status) }));
}
