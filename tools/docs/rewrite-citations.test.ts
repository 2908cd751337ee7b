import { rewriteText } from './rewrite-citations.cjs';

test.each([
  ['// the spec strings (spec §8)', '// the spec strings (docs/product.md §8)'],
  ['// Spec §7.3: the calls', '// docs/product.md §7.3: the calls'],
  ['// per ARCHITECTURE §3', '// per docs/architecture.md §3'],
  ['// nothing cited here', '// nothing cited here'],
])('%s', (before, after) => {
  expect(rewriteText(before)).toEqual({ text: after, left: [] });
});

test('issues and CONVENTIONS.md cannot be mapped: their lines are listed', () => {
  const { text, left } = rewriteText('a\n// (issue 12, §5) headers\n// see CONVENTIONS.md\n// spec §2');
  expect(text).toBe('a\n// (issue 12, §5) headers\n// see CONVENTIONS.md\n// docs/product.md §2');
  expect(left).toEqual([
    { line: 2, why: 'cites an issue', text: '// (issue 12, §5) headers' },
    { line: 3, why: 'cites CONVENTIONS.md', text: '// see CONVENTIONS.md' },
  ]);
});
