// One remote's styles cannot change another area. Every remote's CSS ends up in
// the same page, so a bare `.exercise` or `.card` written by one team would restyle another
// team's `.exercise`, and only in production, where the areas meet. Each test below fails on the
// build before CSS Modules (mf-sessions wrote `.exercise`, `.calendar`, `.timer`… as global rules):
//   1. the sessions area's elements carry only its own generated classes (mf_sessions__…) or the
//      kit's (lb-…), so no other app's rule can select them by a class it could also write;
//   2. no stylesheet in the page (the shell's and every loaded remote's) names any other class,
//      so no rule of one app can select another app's elements;
//   3. behaviour: a stylesheet with the bare names another team would write leaves the sessions
//      area exactly as it was, and the sessions area's own CSS leaves another area's bare
//      `.exercise` / `.card` elements unstyled.
// The exceptions (rules on their way into shared's kit) are the list in tools/lib/test/style-isolation.cjs.
import { expect, test, type Page } from '@playwright/test';
import { isAllowedPageClass } from '../../tools/lib/test/style-isolation.cjs';
import { addSessionAndOpen, quickLog } from './support/sessions';
import { signIn } from './support/sign-in';

/** Class names a team writes without thinking twice, and the ones mf-sessions wrote before CSS Modules. */
const BARE_NAMES = [
  'card',
  'title',
  'header',
  'list',
  'item',
  'actions',
  'button',
  'name',
  'summary',
  'notes',
  'type',
  'date',
  'badge',
  'sets',
  'exercise',
  'exercise__head',
  'exercise__name',
  'exercise__body',
  'exercise-list',
  'set-row',
  'set-form__row',
  'timer',
  'timer__display',
  'timer__controls',
  'calendar',
  'calendar__grid',
  'calendar__day',
  'calendar-summary__session',
  'sessions',
  'sessions__list',
  'sessions__item',
  'session-detail__header',
  'session-detail__mode',
  'quick-log',
  'quick-log__row',
  'bulk',
  'bulk__card',
  'landing',
  'shell-nav',
  'home__tile',
];

/** Every class on the elements of the area in <main> and of an open dialog (the kit's Modal is a portal). */
function areaClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll('main *, [role="dialog"], [role="dialog"] *')];
    return [...new Set(elements.flatMap((element) => [...element.classList]))];
  });
}

/** The computed look of every element of <main>, as one comparable list. */
function fingerprint(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].map((element) => {
      const style = getComputedStyle(element);
      const props = [
        'display',
        'visibility',
        'position',
        'color',
        'background-color',
        'padding',
        'margin',
        'border-top',
        'font-size',
        'font-weight',
        'width',
        'height',
      ];
      return `${element.tagName} ${props.map((p) => style.getPropertyValue(p)).join('|')}`;
    }),
  );
}

/** A session with exercises, its detail page open. */
async function sessionWithExercises(page: Page) {
  await signIn(page);
  await addSessionAndOpen(page, 'push', 'heavy day');
  await quickLog(page, ['Bench Press 3x8 @135', 'Plank 2×45s'], 5);
  await expect(page.getByRole('list', { name: 'Sets of Plank' }).getByRole('listitem')).toHaveCount(2);
  // Sets show before they are saved (optimistic, marked "Saving…"): the page is settled once Quick
  // Log has closed and every set is saved.
  await expect(page.getByLabel('One exercise per line')).toBeHidden();
  await expect(page.getByText('Saving…')).toHaveCount(0);
}

test("every class in the sessions area is its own (mf_sessions__…) or the kit's (lb-…)", async ({ page }) => {
  await sessionWithExercises(page);
  const seen = new Set(await areaClasses(page));
  // Quick Log's preview, then Manual Add with a card, then the timer's countdown: every panel drawn.
  await page.getByRole('button', { name: 'Quick Log' }).click();
  await page.getByLabel('One exercise per line').fill('Squat 5x5 @225\nnot a line');
  await expect(page.getByRole('list', { name: 'Will log' })).toBeVisible();
  for (const name of await areaClasses(page)) seen.add(name);
  await page.getByRole('button', { name: 'Manual Add Exercises' }).click();
  await page.getByRole('list', { name: 'Exercises to add' }).getByLabel('Exercise', { exact: true }).fill('Front Squat');
  await page.getByRole('button', { name: 'Stopwatch and timer' }).click();
  await page.getByRole('region', { name: 'Timer' }).getByRole('button', { name: 'Timer', exact: true }).click();
  for (const name of await areaClasses(page)) seen.add(name);
  // The list, the calendar and its summary.
  await page.goto('/sessions');
  await expect(page.getByRole('list', { name: 'Sessions' })).toBeVisible();
  for (const name of await areaClasses(page)) seen.add(name);
  await page.goto('/calendar');
  await page.getByRole('button', { name: /1 session/ }).click();
  await expect(page.getByRole('dialog', { name: 'Workout Summary' })).toBeVisible();
  for (const name of await areaClasses(page)) seen.add(name);

  const classes = [...seen];
  expect(classes.filter((name) => !isAllowedPageClass(name) || name.startsWith('shell__'))).toEqual([]);
  // Not vacuous: the area is styled by many classes of its own.
  expect(classes.filter((name) => name.startsWith('mf_sessions__')).length).toBeGreaterThan(60);
});

test("no stylesheet in the page, the shell's or any remote's, names a class another app could write", async ({ page }) => {
  await sessionWithExercises(page);
  // Every area in one page (client-side navigation), so every remote's CSS is in it: a remote's CSS
  // arrives with its chunks, the session page's (quick log, Manual Add, timer) when a session opens.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const nav = page.getByRole('navigation');
  for (const [link, path] of [
    ['Exercises', '/exercises'],
    ['Goals', '/goals'],
    ['Groups', '/groups'],
    ['My Invites', '/invites'],
    ['Sessions', '/sessions'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('main .lb-loading')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: /^View push session/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'push' })).toBeVisible();
  const named = await page.evaluate(() => {
    const names: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const [, name] of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.push(name!);
        if ('cssRules' in rule && !(rule instanceof CSSKeyframesRule)) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return [...new Set(names)];
  });
  expect(named.filter((name) => !isAllowedPageClass(name))).toEqual([]);
  // The shell's stylesheet and mf-sessions' injected CSS are both there.
  expect(named.filter((name) => name.startsWith('shell__')).length).toBeGreaterThan(30);
  expect(named.filter((name) => name.startsWith('mf_sessions__')).length).toBeGreaterThan(60);
});

test("another team's bare class names change nothing in the sessions area, and its CSS styles nothing of theirs", async ({ page }) => {
  await sessionWithExercises(page);
  const before = await fingerprint(page);
  expect(before.length).toBeGreaterThan(100);

  // As if another remote injected its stylesheet into the page: the names the sessions area
  // writes in its source (and wrote globally before), with rules nobody could miss.
  await page.evaluate((names) => {
    const style = document.createElement('style');
    style.textContent = `${names.map((n) => `.${n}`).join(',\n')} { display: none !important; padding: 40px !important; color: rgb(255, 0, 0) !important; background-color: rgb(255, 0, 0) !important; }`;
    document.head.append(style);
  }, BARE_NAMES);
  expect(await fingerprint(page)).toEqual(before);
  await expect(page.getByRole('list', { name: 'Sets of Bench Press' })).toBeVisible();

  // The other way round: another area's elements with those bare names, while mf-sessions' CSS is
  // in the page, look exactly like an element without classes.
  await page.evaluate(() => document.head.lastElementChild!.remove());
  await page.getByRole('navigation').getByRole('link', { name: 'Goals', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Goals', exact: true }).first()).toBeVisible();
  const leaks = await page.evaluate((names) => {
    const host = document.querySelector('main')!;
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return ['display', 'color', 'background-color', 'padding', 'margin', 'border-top', 'font-size', 'font-weight', 'width', 'height', 'text-transform']
        .map((p) => style.getPropertyValue(p))
        .join('|');
    };
    const plain = document.createElement('div');
    plain.textContent = 'x';
    host.append(plain);
    const reference = look(plain);
    const styled = names.filter((name) => {
      const probe = document.createElement('div');
      probe.className = name;
      probe.textContent = 'x';
      host.append(probe);
      const changed = look(probe) !== reference;
      probe.remove();
      return changed;
    });
    plain.remove();
    return styled;
  }, BARE_NAMES);
  expect(leaks).toEqual([]);
});
