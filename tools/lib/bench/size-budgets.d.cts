// Types of size-budgets.cjs for its TypeScript callers (the e2e size report, tests).
export interface Budget {
  key: string;
  what: string;
  budget: number;
  source: string;
}
export interface BudgetRow extends Budget {
  bytes: number | null;
  over: boolean;
}
export const KB: number;
export const BUDGETS: Budget[];
export function compare(measured: Record<string, number>): BudgetRow[];
export function report(rows: BudgetRow[]): string[];
