// The browser's localStorage or sessionStorage, or null where it cannot be used (private modes,
// storage disabled, a sandboxed frame, or no window at all): reading the property itself can
// throw. Every place that keeps something in the browser goes through this one helper.
// React-free and dependency-free (entry "@liftbook/shared/storage"), so the shell's tiny boot
// script can use it too.
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
