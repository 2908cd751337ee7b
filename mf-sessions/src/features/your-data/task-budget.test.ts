import { nextTask, taskBudget } from './task-budget';

/** Whether a task queued now (a timer) has run by the time `step` settles. */
async function taskRanDuring(step: () => Promise<void>): Promise<boolean> {
  let ran = false;
  const timer = setTimeout(() => (ran = true), 0);
  await step();
  clearTimeout(timer);
  return ran;
}

test('a pause goes on in the same task until the budget is spent, then gives the page a task and counts again from there', async () => {
  let now = 100;
  const budget = taskBudget(8, () => now);
  now = 107.9;
  expect(await taskRanDuring(() => budget.pause())).toBe(false);
  now = 108;
  expect(await taskRanDuring(() => budget.pause())).toBe(true);
  now = 115;
  expect(await taskRanDuring(() => budget.pause())).toBe(false);
  now = 116;
  expect(await taskRanDuring(() => budget.pause())).toBe(true);
});

test('restart: a task that began another way (a read) has its whole budget', async () => {
  let now = 0;
  const budget = taskBudget(8, () => now);
  now = 50;
  budget.restart();
  now = 57;
  expect(await taskRanDuring(() => budget.pause())).toBe(false);
});

test('the next task is scheduler.yield where the browser has it', async () => {
  const yielded = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
  try {
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  }
});
