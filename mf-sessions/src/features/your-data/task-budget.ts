// The import's work on the page's main thread (reading the file, matching its names), in tasks
// bounded by time rather than by a count. A count that is quick on a quiet desktop (8 names, a
// 32 KiB slice of text) took 50 ms of CPU on the loaded CI machine, and a slow phone is slower
// still. Work goes a small step at a time (a name, a few KiB of text), and once a task has run the
// budget the page gets the thread back before the next step. The budget is wall time: a task's CPU
// time is never more than its wall time, so on any machine and at any load a task runs at most the
// budget and one step.

/** How long a task of the import's runs before the page gets the thread back (ms, wall time). */
export const TASK_BUDGET_MS = 8;

/** Lets the page's other work (input, paint) run first: scheduler.yield where the browser has it, else a new task. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

export interface TaskBudget {
  /** Between two steps: a new task once this one has run the budget, else on at once (the same task). */
  pause(): Promise<void>;
  /** A new task began another way (an awaited read resolved): the budget counts from now. */
  restart(): void;
}

/** A budget counted from now (the clock is for tests). */
export function taskBudget(budgetMs = TASK_BUDGET_MS, now: () => number = () => performance.now()): TaskBudget {
  let started = now();
  return {
    async pause() {
      if (now() - started < budgetMs) return;
      await nextTask();
      started = now();
    },
    restart() {
      started = now();
    },
  };
}
