import { environment } from './environment.cjs';
import { remotesConfig, shellCsp } from './stack.cjs';

describe('the local environment', () => {
  test('each remote is on its own origin, and the map points at their manifests', () => {
    const env = environment({ MF_GOALS_PORT: '9083' });
    const config = remotesConfig(env, { LIFTBOOK_PREVIEW_ORIGINS: 'https://preview.example.com, https://qa.example.com' });
    expect(config.remotes).toEqual({
      mf_sessions: 'http://localhost:8081/mf-manifest.json',
      mf_progress: 'http://localhost:8082/mf-manifest.json',
      mf_goals: 'http://localhost:9083/mf-manifest.json',
      mf_groups: 'http://localhost:8084/mf-manifest.json',
    });
    expect(config.previewOrigins).toEqual(['https://preview.example.com', 'https://qa.example.com']);
  });

  test('a port that is not a number is refused with its variable named', () => {
    expect(() => environment({ API_PORT: 'abc' })).toThrow('API_PORT=abc is not a port number');
  });
});

describe('the shell page CSP', () => {
  const env = environment({});
  const remotes = remotesConfig(env, { LIFTBOOK_PREVIEW_ORIGINS: 'https://preview.example.com' });
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  test('code only from the shell, the remotes and allowed preview origins; no eval, no inline script', () => {
    const scripts = directive(shellCsp(env, remotes), 'script-src');
    expect(scripts).toBe(
      "script-src 'self' http://localhost:8081 http://localhost:8082 http://localhost:8083 http://localhost:8084 https://preview.example.com",
    );
    expect(scripts).not.toMatch(/unsafe-(eval|inline)/);
  });

  test("the identity provider may be called; dev servers' sockets only when asked", () => {
    expect(directive(shellCsp(env, remotes), 'connect-src')).toContain('http://localhost:4000');
    expect(directive(shellCsp(env, remotes), 'connect-src')).not.toContain('ws:');
    expect(directive(shellCsp(env, remotes, ['ws://localhost:8083']), 'connect-src')).toContain('ws://localhost:8083');
  });
});
