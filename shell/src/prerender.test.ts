/**
 * @jest-environment node
 */
// The build's prerender, run the way the build runs it (tools/webpack/prerender.cjs, in Node).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { FEATURES } from './pages/landing-page';
import { RETURNING_PLACEHOLDER_CLASS } from './prerender';

const html = execFileSync(process.execPath, [path.join(__dirname, '../../tools/webpack/prerender.cjs'), path.join(__dirname, 'prerender.tsx'), 'renderLanding', '{"build":"@liftbook/shell@1.2.3+abc"}'], {
  cwd: path.join(__dirname, '..'),
  encoding: 'utf8',
});

describe('the prerendered landing page', () => {
  it('is the layout with a signed-out navbar (Home and Log In, no area links) and the default title', () => {
    expect(html).toMatch(/^<div class="shell"><header class="shell-navbar">/);
    expect(html).toContain('<span class="shell-brand__title">Liftbook - Beta</span>');
    const nav = /<nav[\s\S]*?<\/nav>/.exec(html)![0];
    expect(nav).toContain('>Home</a>');
    expect(nav).toContain('>Log In</button>');
    expect(nav).not.toContain('/sessions');
  });

  it('has the landing page with Get Started, Log In and every feature, and the shell build in the footer', () => {
    expect(html).toContain('<div class="landing">');
    expect(html).toContain('Get Started');
    expect(html).toContain('landing__login">Log In</button>');
    for (const feature of FEATURES) expect(html).toContain(`>${feature.title}</h3>`);
    expect(html).toContain('@liftbook/shell@1.2.3+abc');
  });

  it('carries the returning lifter\'s "Authenticating..." first in <main>, before the landing page (CSS shows one)', () => {
    expect(html).toContain(`<main class="shell-main" id="main"><div class="${RETURNING_PLACEHOLDER_CLASS}"><div class="lb-loading" role="status">`);
    expect(html.indexOf('Authenticating...')).toBeLessThan(html.indexOf('<div class="landing">'));
  });
});
