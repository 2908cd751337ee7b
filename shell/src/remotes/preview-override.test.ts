import type { RemotesConfig } from '@liftbook/shared/contract';
import { checkPreviewOverride, effectiveRemotes, parsePreviewParam, readStoredOverride } from './preview-override';

const config: RemotesConfig = {
  remotes: {
    mf_sessions: 'https://sessions.liftbook.app/mf-manifest.json',
    mf_progress: 'https://progress.liftbook.app/mf-manifest.json',
    mf_goals: 'https://goals.liftbook.app/mf-manifest.json',
    mf_groups: 'https://groups.liftbook.app/mf-manifest.json',
  },
  previewOrigins: ['https://preview.liftbook.app', 'http://localhost:9083/'],
};

describe('parsePreviewParam', () => {
  it.each([
    [
      'mf_goals=https://preview.liftbook.app/pr-42/mf-manifest.json',
      { remote: 'mf_goals', manifestUrl: 'https://preview.liftbook.app/pr-42/mf-manifest.json' },
    ],
    ['mf-goals=https://preview.liftbook.app/mf-manifest.json', { remote: 'mf_goals', manifestUrl: 'https://preview.liftbook.app/mf-manifest.json' }],
    [' mf_sessions = http://localhost:9081/mf-manifest.json ', { remote: 'mf_sessions', manifestUrl: 'http://localhost:9081/mf-manifest.json' }],
    // Only the first "=" separates: the URL may carry its own query.
    ['mf_groups=https://preview.liftbook.app/m.json?v=2', { remote: 'mf_groups', manifestUrl: 'https://preview.liftbook.app/m.json?v=2' }],
  ])('%p sets an override', (raw, override) => {
    expect(parsePreviewParam(raw)).toEqual({ kind: 'set', override });
  });

  it.each(['', 'clear', 'off', '  '])('%p clears', (raw) => {
    expect(parsePreviewParam(raw)).toEqual({ kind: 'clear' });
  });

  it.each([
    ['mf_goals', 'expected <remote>=<manifest URL>'],
    ['=https://x.test/m.json', 'expected <remote>=<manifest URL>'],
    ['shell=https://preview.liftbook.app/m.json', 'unknown remote "shell"'],
    ['mf_goals=/relative/mf-manifest.json', 'the manifest URL is not an absolute URL'],
    ['mf_goals=javascript:alert(1)', 'the manifest URL must be http(s)'],
    ['mf_goals=https://user:pw@preview.liftbook.app/m.json', 'the manifest URL must not carry credentials'],
  ])('%p is invalid (%s)', (raw, reason) => {
    expect(parsePreviewParam(raw)).toEqual({ kind: 'invalid', reason });
  });
});

describe('checkPreviewOverride (allow-list)', () => {
  it.each([
    ['https://preview.liftbook.app/pr-1/mf-manifest.json', true],
    ['http://localhost:9083/mf-manifest.json', true],
    // Same host, other scheme or port: a different origin.
    ['http://preview.liftbook.app/mf-manifest.json', false],
    ['https://preview.liftbook.app:8443/mf-manifest.json', false],
    // Look-alikes.
    ['https://preview.liftbook.app.evil.test/mf-manifest.json', false],
    ['https://evil.test/https://preview.liftbook.app/mf-manifest.json', false],
    ['https://goals.liftbook.app/mf-manifest.json', false],
  ])('%p accepted: %p', (manifestUrl, accepted) => {
    expect(checkPreviewOverride({ remote: 'mf_goals', manifestUrl }, config).accepted).toBe(accepted);
  });

  it('accepts nothing, even from an allowed origin, where previews are switched off', () => {
    expect(
      checkPreviewOverride({ remote: 'mf_goals', manifestUrl: 'https://preview.liftbook.app/pr-1/mf-manifest.json' }, { ...config, previews: false }),
    ).toEqual({
      accepted: false,
      reason: 'previews are switched off here',
    });
  });

  it('accepts nothing with no allow-list', () => {
    expect(checkPreviewOverride({ remote: 'mf_goals', manifestUrl: 'https://preview.liftbook.app/m.json' }, { previewOrigins: [] }).accepted).toBe(false);
  });
});

describe('effectiveRemotes', () => {
  it('swaps only the overridden remote when allowed', () => {
    const { entries, preview } = effectiveRemotes(config, { remote: 'mf_goals', manifestUrl: 'https://preview.liftbook.app/pr-42/mf-manifest.json' });
    expect(entries.mf_goals).toBe('https://preview.liftbook.app/pr-42/mf-manifest.json');
    expect(entries.mf_sessions).toBe(config.remotes.mf_sessions);
    expect(preview).toMatchObject({ accepted: true, remote: 'mf_goals' });
  });

  it('keeps the configured manifest and says why when refused', () => {
    const { entries, preview } = effectiveRemotes(config, { remote: 'mf_goals', manifestUrl: 'https://evil.test/mf-manifest.json' });
    expect(entries.mf_goals).toBe(config.remotes.mf_goals);
    expect(preview).toEqual({
      remote: 'mf_goals',
      manifestUrl: 'https://evil.test/mf-manifest.json',
      accepted: false,
      reason: 'https://evil.test is not an allowed preview origin',
    });
  });

  it('is the config itself without an override', () => {
    expect(effectiveRemotes(config, null)).toEqual({ entries: config.remotes, preview: null });
  });
});

describe('readStoredOverride', () => {
  it.each([
    [null, null],
    ['not json', null],
    ['{"remote":"mf_goals"}', null],
    ['{"remote":"nope","manifestUrl":"https://preview.liftbook.app/m.json"}', null],
    ['{"remote":"mf_goals","manifestUrl":"https://preview.liftbook.app/m.json"}', { remote: 'mf_goals', manifestUrl: 'https://preview.liftbook.app/m.json' }],
  ])('%p -> %p', (stored, expected) => {
    expect(readStoredOverride(stored)).toEqual(expected);
  });
});
