// The browser's storage, or null where there is none (the build's prerender runs in Node) or it is
// disabled (reading window.localStorage throws). Dependency-free: boot.js uses it too.
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // storage disabled
  }
}
