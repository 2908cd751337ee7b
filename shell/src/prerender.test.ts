/**
 * @jest-environment node
 */
// The build's prerender, run the way the build runs it (tools/webpack/prerender.cjs, in Node).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { classNamesOf } from '../../tools/webpack/css-modules.cjs';
import { FEATURES } from './pages/landing-page';

const shellDir = path.join(__dirname, '..');
const html = execFileSync(
  process.execPath,
  [
    path.join(__dirname, '../../tools/webpack/prerender.cjs'),
    '--app=shell',
    path.join(__dirname, 'prerender.tsx'),
    'renderLanding',
    '{"build":"@liftbook/shell@1.2.3+abc"}',
  ],
  { cwd: shellDir, encoding: 'utf8' },
);

/** The production class names of one of the shell's CSS Modules, as the build names them. */
const classesOf = (file: string) => classNamesOf(path.join(__dirname, file), { app: 'shell', appDir: shellDir, production: true });
const layout = classesOf('layout/layout.module.css');

describe('the prerendered landing page', () => {
  it('is the layout with a signed-out navbar (Home and Log In, no area links) and the default title', () => {
    expect(html).toMatch(new RegExp(`^<div class="${layout.shell}"><header class="[^"]+">`));
    expect(html).toContain('<span>Liftbook - Beta</span>');
    const nav = /<nav[\s\S]*?<\/nav>/.exec(html)![0];
    expect(nav).toContain('>Home</a>');
    expect(nav).toMatch(/<button [^>]*data-early-login=""[^>]*>Log In<\/button>/);
    expect(nav).not.toContain('/sessions');
  });

  it('has the landing page with Get Started, Log In and every feature, and the shell build in the footer', () => {
    expect(html).toContain('data-testid="landing"');
    expect(html).toContain('Get Started');
    expect(/<div [^>]*data-testid="landing"[\s\S]*<\/main>/.exec(html)![0]).toMatch(/<button [^>]*data-early-login=""[^>]*>Log In<\/button>/);
    for (const feature of FEATURES) expect(html).toContain(`>${feature.title}</h3>`);
    expect(html).toContain('@liftbook/shell@1.2.3+abc');
  });

  it('carries the returning lifter\'s "Authenticating..." first in <main>, before the landing page (CSS shows one)', () => {
    expect(html).toContain(`<main class="${layout.main}" id="main"><div class="${layout.prerenderedReturning}"><div class="lb-loading" role="status">`);
    expect(html.indexOf('Authenticating...')).toBeLessThan(html.indexOf('data-testid="landing"'));
  });

  it("uses only the kit's lb- classes and the production names of the shell's CSS Modules (so the linked stylesheet styles it)", () => {
    const modules = fs.readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.module.css'));
    const defined = new Set(modules.flatMap((file) => Object.values(classesOf(file)).flatMap((names) => names.split(' '))));
    const used = [...html.matchAll(/ class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter(Boolean);
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((name) => !name.startsWith('lb-') && !defined.has(name))).toEqual([]);
    expect(used.filter((name) => name.startsWith('shell__')).length).toBeGreaterThan(20);
  });
});
