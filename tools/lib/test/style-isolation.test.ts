// Style isolation, checked on the sources: one app's CSS cannot style another app's elements.
// Every stylesheet of the shell and the remotes is a CSS Module (its classes become `<app>__…` in
// the page, tools/webpack/css-modules.cjs), the only global classes are shared's `lb-` kit, and
// the list of exceptions is tools/lib/test/style-isolation.cjs. The page itself is checked by
// e2e/tests/style-isolation.spec.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkStyleIsolation, isAllowedPageClass, WEB_APPS } from './style-isolation.cjs';

describe('the repository', () => {
  it('has no global stylesheet in the shell or a remote, no unscoped module class and no bare global class in shared', () => {
    expect(checkStyleIsolation()).toEqual([]);
  });

  it('checks every web app, the shell and the four remotes', () => {
    expect(WEB_APPS.map((app) => app.name)).toEqual(['shell', 'mf_sessions', 'mf_progress', 'mf_goals', 'mf_groups']);
  });

  it("allows in the page only app-prefixed classes, and the kit's lb- classes", () => {
    expect(isAllowedPageClass('mf_sessions__a1B2c_')).toBe(true);
    expect(isAllowedPageClass('shell__card__x9Y8z')).toBe(true);
    expect(isAllowedPageClass('lb-card')).toBe(true);
    expect(isAllowedPageClass('exercise__badge')).toBe(false);
    for (const bare of ['card', 'exercise', 'calendar', 'timer', 'mf_sessions', 'sessions__list', 'mf-sessions__x'])
      expect(isAllowedPageClass(bare)).toBe(false);
  });
});

describe('the check, on a repository with planted violations', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const check = (options: Parameters<typeof checkStyleIsolation>[1] = {}) =>
    checkStyleIsolation(root, { webApps: [{ name: 'mf_goals', dir: 'mf-goals' }], allowed: [], sharedDir: 'shared', ...options });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'style-isolation-'));
    // A clean app: one module, used by its component.
    write('mf-goals/src/goal-card.module.css', '.card { padding: 4px; }\n.card :global(.lb-button) { margin: 0; }\n');
    write('mf-goals/src/goal-card.tsx', "import styles from './goal-card.module.css';\nexport const GoalCard = () => <div className={styles.card} />;\n");
    write('shared/src/ui/ui.css', '.lb-card { padding: 8px; }\n@keyframes lb-spin { to { opacity: 1; } }\n');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('passes a clean repository', () => {
    expect(check()).toEqual([]);
  });

  it('fails on a global stylesheet in an app, even outside src', () => {
    write('mf-goals/src/goals.css', '.exercise { color: red; }\n');
    write('mf-goals/public/extra.css', 'body { margin: 0; }\n');
    expect(check()).toEqual([
      expect.stringMatching(/^mf-goals\/public\/extra\.css: a web app's stylesheet must be a CSS Module/),
      expect.stringMatching(/^mf-goals\/src\/goals\.css: a web app's stylesheet must be a CSS Module/),
    ]);
  });

  it('allows a listed global stylesheet, and fails once the listed file is gone', () => {
    write('mf-goals/src/base.css', 'body { margin: 0; }\n');
    expect(check({ allowed: [{ file: 'mf-goals/src/base.css', why: 'element resets' }] })).toEqual([]);
    fs.rmSync(path.join(root, 'mf-goals/src/base.css'));
    expect(check({ allowed: [{ file: 'mf-goals/src/base.css', why: 'element resets' }] })).toEqual([
      expect.stringMatching(/^mf-goals\/src\/base\.css is listed as an allowed global stylesheet but does not exist/),
    ]);
  });

  it('fails on a module rule without a class of its own, a bare :global and a :global that is not the kit', () => {
    write('mf-goals/src/goal-card.module.css', '.card { padding: 4px; }\nbutton { color: red; }\n');
    expect(check()).toEqual([expect.stringMatching(/goal-card\.module\.css: .*is not pure/)]);
    write('mf-goals/src/goal-card.module.css', '.card { padding: 4px; }\n:global .exercise { color: red; }\n');
    expect(check()).toEqual(expect.arrayContaining([expect.stringMatching(/uses :global\/:local without parentheses/)]));
    write('mf-goals/src/goal-card.module.css', '.card :global(.exercise) { color: red; }\n');
    expect(check()).toEqual([expect.stringMatching(/":global\(\.exercise\)" names another app's or a bare class/)]);
    write('mf-goals/src/goal-card.module.css', '/* cssmodules-pure-no-check */\n.card { padding: 4px; }\n');
    expect(check()).toEqual([expect.stringMatching(/switches off the CSS Modules "pure" check/)]);
  });

  it('fails on a class a component reads that the module does not have, on dynamic access, and on an unused class', () => {
    write(
      'mf-goals/src/goal-card.tsx',
      "import styles from './goal-card.module.css';\nexport const GoalCard = () => <div className={`${styles.card} ${styles.crad}`} />;\n",
    );
    expect(check()).toEqual([expect.stringMatching(/goal-card\.tsx: styles\.crad is not a class of \.\/goal-card\.module\.css/)]);
    write(
      'mf-goals/src/goal-card.tsx',
      "import styles from './goal-card.module.css';\nconst name = 'card';\nexport const GoalCard = () => <div className={styles[name]} />;\n",
    );
    expect(check()).toEqual([expect.stringMatching(/styles\[…\]: use styles\.className/), expect.stringMatching(/\.card not used by any component/)]);
  });

  it('fails on a class or keyframes in shared without the lb- prefix', () => {
    write('shared/src/ui/ui.css', '.lb-card { padding: 8px; }\n.lb-card .active { color: red; }\n@keyframes spin { to { opacity: 1; } }\n');
    expect(check()).toEqual([
      expect.stringMatching(/"\.active" is a global class without the kit's lb- prefix/),
      expect.stringMatching(/@keyframes spin is global/),
    ]);
  });
});
