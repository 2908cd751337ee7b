// The blob: trampoline that lets a page start a Worker whose script sits on another origin. Under
// the shell, this remote's chunks load from the remote's own origin (publicPath 'auto'), and a
// browser refuses `new Worker(url)` for a script of another origin; a same-origin blob: script
// that importScripts() the real one is the usual way round (the shell's CSP allows blob: workers).

/**
 * The trampoline's source. The worker's webpack runtime derives its public path ('auto') from
 * the worker's own location, which is the blob: URL here, so the further chunks it loads with
 * importScripts() would be looked for on the page's origin; the trampoline points them back at
 * the script's folder on the remote's origin.
 */
export function trampolineSource(script: URL): string {
  const folder = new URL('.', script).href;
  return [
    `var folder = ${JSON.stringify(folder)};`,
    // What webpack's 'auto' public path makes of a blob: location: blob: and any query cut off,
    // the last segment dropped (blob:http://shell/uuid -> http://shell/).
    "var derived = String(self.location).replace(/^blob:|[?#].*$/g, '').replace(/\\/[^/]+$/, '/');",
    'var load = self.importScripts.bind(self);',
    'self.importScripts = function () {',
    '  return load.apply(self, Array.prototype.map.call(arguments, function (url) {',
    '    url = String(url);',
    '    return url.indexOf(derived) === 0 ? folder + url.slice(derived.length) : url;',
    '  }));',
    '};',
    `self.importScripts(${JSON.stringify(script.href)});`,
  ].join('\n');
}

/** The URL to start a worker with: the script itself on this origin, else a blob trampoline. */
export function workerScriptUrl(script: URL, pageOrigin: string): string {
  if (script.origin === pageOrigin) return script.href;
  return URL.createObjectURL(new Blob([trampolineSource(script)], { type: 'text/javascript' }));
}
