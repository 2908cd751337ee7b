import { isTargetReached, percentText, progressColour } from './progress-colour';

describe('progressColour (docs/product.md §9)', () => {
  test.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'blue'],
    [50, 'blue'],
    [49.9, 'amber'],
    [25, 'amber'],
    [24.9, 'red'],
    [0, 'red'],
    [130, 'green'],
  ])('%p %% -> %p', (percent, colour) => {
    expect(progressColour(percent)).toBe(colour);
  });
});

describe('percentText and isTargetReached', () => {
  test.each([
    [0, '0%', false],
    [49.9, '49%', false],
    [99.9, '99%', false],
    [100, '100%', true],
  ])('%p -> %p, reached %p', (percent, text, reached) => {
    expect(percentText(percent)).toBe(text);
    expect(isTargetReached(percent)).toBe(reached);
  });
});
