import { trampolineSource } from './worker-trampoline';

// The trampoline runs in a worker; here it runs against a fake worker scope to check that chunks
// the webpack runtime asks for under the blob: location are loaded from the script's folder.
test('the trampoline loads the script, and later chunks from its folder rather than from the page’s origin', () => {
  const loaded: string[] = [];
  const scope = { location: 'blob:http://shell.test/1234-abcd', importScripts: (...urls: string[]) => loaded.push(...urls) };
  const source = trampolineSource(new URL('http://remote.test/mf/404.abc.js'));
  new Function('self', source)(scope);
  // webpack's runtime asks for http://shell.test/435.def.js (its public path from the blob: location).
  scope.importScripts('http://shell.test/435.def.js', 'http://cdn.test/other.js');
  expect(loaded).toEqual(['http://remote.test/mf/404.abc.js', 'http://remote.test/mf/435.def.js', 'http://cdn.test/other.js']);
});
