// History within reach (issue 32, items 3 and 4), with a real multi-year export (Strong iOS,
// 2024-06 → 2026-02) imported through Your data at phone width: the all-time chart's x labels carry
// the year and never overlap, its days sit by date (a seven-week break is seven weeks wide), a
// day in the numbers and a point on the chart open that day in the calendar, the calendar reaches
// a month two years back in two taps, and the exercise picker lists the lifts done first.
// The export is read from the import samples beside the checkout (never copied in). With
// LIFTBOOK_SHOTS=<folder> it also saves screenshots of these screens at 375 and 1280 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readSample, samplePath, samplesAvailable } from '../../tools/lib/test/import-samples.cjs';
import { signIn } from './support/sign-in';

const STRONG = 'strong-2024-ios-comma-WDF-rpe.csv';
const LIFT = 'Lat Pulldown';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The file's workout days ("YYYY-MM-DD"): Strong's Date column starts with the day. */
function workoutDays(): Set<string> {
  const [, ...rows] = readSample(STRONG).trim().split('\n');
  return new Set(rows.map((row) => row.replace(/^"/, '').slice(0, 10)));
}

async function importStrong(page: Page) {
  await page.goto('/data');
  await page.getByLabel('Choose a file to import').setInputFiles(samplePath(STRONG));
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('heading', { name: `Preview of ${STRONG}` })).toBeVisible();
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(preview.getByTestId('import-result')).toHaveText(/^Imported [\d,]+ workouts/, { timeout: 90_000 });
}

/** What the chart's canvas drew, as its data attributes say once Chart.js has laid it out. */
async function drawn(canvas: Locator) {
  await expect(canvas).toHaveAttribute('data-x-ticks', /.+/);
  const read = async (name: string) => (await canvas.getAttribute(name)) ?? '';
  const numbers = async (name: string) => (await read(name)).split(',').map(Number);
  return {
    ticks: (await read('data-x-ticks')).split('|'),
    tickPx: await numbers('data-x-tick-px'),
    pointX: await numbers('data-point-x'),
    pointY: await numbers('data-point-y'),
  };
}

/** The widths of the x labels as Chart.js draws them (its default 12 px font). */
function labelWidths(page: Page, labels: string[]): Promise<number[]> {
  return page.evaluate((texts) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = "12px 'Helvetica Neue', 'Helvetica', 'Arial', sans-serif";
    return texts.map((text) => context.measureText(text).width);
  }, labels);
}

/** The x labels: more than one, at most 12, each with its year, none overlapping the next. */
async function labelsWithYearsApart(page: Page, canvas: Locator) {
  const axis = await drawn(canvas);
  expect(axis.ticks.length).toBeGreaterThan(1);
  expect(axis.ticks.length).toBeLessThanOrEqual(12);
  for (const tick of axis.ticks) expect(tick).toMatch(/\b20\d\d$/);
  const widths = await labelWidths(page, axis.ticks);
  for (let i = 1; i < axis.ticks.length; i++) {
    expect(axis.tickPx[i]! - axis.tickPx[i - 1]!, `"${axis.ticks[i - 1]}" and "${axis.ticks[i]}" apart`).toBeGreaterThan((widths[i - 1]! + widths[i]!) / 2);
  }
  return axis;
}

const DAY = 86_400_000;
/** "Jul 1, 2024" as a count of days (UTC). */
const dayNumber = (text: string) => Date.parse(`${text} UTC`) / DAY;
/** "2024-07-01" as the Workout Summary says it: "Monday, July 1, 2024". */
const longDay = (key: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${key}T00:00:00Z`));

test('a multi-year history: dated charts with years, days that open in the calendar, two taps to any recent month, logged lifts first', async ({ page }) => {
  test.skip(!samplesAvailable(), 'the real import samples are not beside this clone');
  // It imports a real multi-year export before it looks: about 30 s on CI.
  test.setTimeout(120_000);
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await importStrong(page);
  const shots = process.env.LIFTBOOK_SHOTS;

  // The picker: the lifts done, most recent first with their last day, before the dictionary.
  await page.goto('/exercises');
  const select = page.getByLabel('Exercise', { exact: true });
  const groups = select.locator('optgroup');
  await expect(groups.first()).toHaveAttribute('label', 'Your lifts, most recent first');
  await expect(groups.nth(1)).toHaveAttribute('label', 'Dictionary Exercises');
  const logged = await groups.first().locator('option').allTextContents();
  expect(logged.length).toBeGreaterThan(5);
  const lastDays = logged.map((label) => dayNumber(/, last (.+)$/.exec(label)![1]!));
  expect(lastDays).toEqual([...lastDays].sort((a, b) => b - a));
  expect(logged).toContainEqual(expect.stringMatching(new RegExp(`^${LIFT}, last \\w{3} \\d{1,2}, 20\\d\\d$`)));
  await expect(groups.nth(1).locator('option', { hasText: new RegExp(`^${LIFT}$`) })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/exercises-picker-375.png` });

  // All time of a lift trained from 2024 to 2026: labels with the year, apart; days by date.
  await select.selectOption(LIFT);
  await page.getByLabel('Period').selectOption('all');
  const figure = page.getByRole('figure', { name: `${LIFT} - Max Weight Progress` });
  const canvas = figure.getByRole('img');
  await expect(canvas).toHaveAccessibleName(/from \w{3} \d+, 2024 to \w{3} \d+, 2026/);
  const axis = await labelsWithYearsApart(page, canvas);
  await figure.getByText('Show the numbers').click();
  const rows = figure.getByRole('table').getByRole('row');
  const days = (await rows.locator('td:first-child').allTextContents()).map(dayNumber);
  expect(days.length).toBe(axis.pointX.length);
  // Each day's x is where its date falls between the first and the last day (to a pixel or two).
  const [firstDay, lastDay] = [days[0]!, days[days.length - 1]!];
  const [firstX, lastX] = [axis.pointX[0]!, axis.pointX[axis.pointX.length - 1]!];
  for (let i = 0; i < days.length; i++) {
    expect(Math.abs(axis.pointX[i]! - (firstX + ((days[i]! - firstDay) / (lastDay - firstDay)) * (lastX - firstX)))).toBeLessThanOrEqual(2);
  }
  const widest = Math.max(...days.slice(1).map((day, i) => day - days[i]!));
  const gapAt = days.slice(1).findIndex((day, i) => day - days[i]! === widest);
  const oneDayPx = (lastX - firstX) / (lastDay - firstDay);
  expect(axis.pointX[gapAt + 1]! - axis.pointX[gapAt]!).toBeGreaterThan(widest * oneDayPx - 2);
  if (shots) {
    await figure.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/exercises-chart-all-375.png`, fullPage: true });
  }

  // A day of the numbers opens that day's sessions in the calendar.
  const firstRow = rows.nth(1);
  const firstDate = (await firstRow.locator('td').first().textContent())!;
  await firstRow.getByRole('link', { name: firstDate }).click();
  const firstKey = new Date(dayNumber(firstDate) * DAY).toISOString().slice(0, 10);
  await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${firstKey.slice(0, 7)}&day=${firstKey}$`));
  const summary = page.getByRole('dialog', { name: 'Workout Summary' });
  await expect(summary.getByText(longDay(firstKey))).toBeVisible();
  await expect(
    summary
      .locator('dt', { hasText: /^Sessions$/ })
      .locator('..')
      .locator('dd'),
  ).not.toHaveText('0');
  if (shots) await page.screenshot({ path: `${shots}/calendar-day-from-chart-375.png` });
  await summary.getByRole('button', { name: 'Close' }).click();

  // A point under the pointer does too: the last day's point.
  await page.goBack();
  await expect(canvas).toHaveAttribute('data-point-x', /\d/);
  const again = await drawn(canvas);
  const last = again.pointX.length - 1;
  await canvas.click({ position: { x: again.pointX[last]!, y: again.pointY[last]! } });
  await expect(page).toHaveURL(/\/calendar\?month=2026-\d\d&day=2026-\d\d-\d\d$/);
  await expect(page.getByRole('dialog', { name: 'Workout Summary' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Workout Summary' }).getByRole('button', { name: 'Close' }).click();

  // The calendar: this month to the same month two years back in two taps, and Today back.
  await page.goto('/calendar');
  const now = new Date();
  const thisMonth = `${MONTHS[now.getMonth()]} ${now.getFullYear()}`;
  const target = `${MONTHS[now.getMonth()]} ${now.getFullYear() - 2}`;
  await page.getByRole('button', { name: thisMonth }).click(); // 1
  const picker = page.getByRole('dialog', { name: 'Choose a month' });
  await expect(picker.getByRole('button', { name: thisMonth })).toBeFocused();
  if (shots) await page.screenshot({ path: `${shots}/calendar-month-picker-375.png` });
  await picker.getByRole('button', { name: target }).click(); // 2
  await expect(page.getByRole('heading', { level: 2, name: target })).toBeVisible();
  const monthKey = `${now.getFullYear() - 2}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const expected = [...workoutDays()].filter((day) => day.startsWith(monthKey)).length;
  await expect(page.getByText('Workout Days', { exact: true }).locator('..').getByRole('definition')).toHaveText(String(expected));
  if (shots) await page.screenshot({ path: `${shots}/calendar-two-years-back-375.png` });
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 2, name: thisMonth })).toBeVisible();

  // At desktop width the charts sit two abreast, narrower than on a phone: labels still apart.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/exercises?exercise=${encodeURIComponent(LIFT)}&period=all`);
  for (const chart of ['Max Weight Progress', 'Total Volume Progress']) {
    await labelsWithYearsApart(page, page.getByRole('figure', { name: `${LIFT} - ${chart}` }).getByRole('img'));
  }

  // The same screens at desktop width, for a person to look at (LIFTBOOK_SHOTS=<folder>).
  if (shots) {
    await page.screenshot({ path: `${shots}/exercises-chart-all-1280.png`, fullPage: true });
    await page.goto('/calendar');
    await page.getByRole('button', { name: thisMonth }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a month' }).getByRole('button', { name: thisMonth })).toBeFocused();
    await page.screenshot({ path: `${shots}/calendar-month-picker-1280.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/exercises?exercise=${encodeURIComponent(LIFT)}&period=year`);
    await drawn(page.getByRole('figure', { name: `${LIFT} - Max Weight Progress` }).getByRole('img'));
    await page.screenshot({ path: `${shots}/exercises-chart-year-375.png`, fullPage: true });
  }
});
