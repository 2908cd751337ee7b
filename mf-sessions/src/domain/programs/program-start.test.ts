import { programLifts, readProgramWeights } from './program-start';

describe('programLifts', () => {
  it.each([
    [
      'five-by-five',
      'kg',
      [
        ['Squat', 'weight', 20],
        ['Bench Press', 'weight', 20],
        ['Barbell Row', 'weight', 20],
        ['Overhead Press', 'weight', 20],
        ['Deadlift', 'weight', 40],
      ],
    ],
    [
      'five-by-five',
      'lbs',
      [
        ['Squat', 'weight', 45],
        ['Bench Press', 'weight', 45],
        ['Barbell Row', 'weight', 45],
        ['Overhead Press', 'weight', 45],
        ['Deadlift', 'weight', 95],
      ],
    ],
    [
      'five-three-one',
      'kg',
      [
        ['Overhead Press', 'training_max', 20],
        ['Deadlift', 'training_max', 40],
        ['Bench Press', 'training_max', 20],
        ['Squat', 'training_max', 40],
      ],
    ],
  ] as const)('%s in %s asks for each lift once, with the default it uses', (key, unit, expected) => {
    expect(programLifts(key, unit).map((l) => [l.name, l.kind, l.fallback])).toEqual(expected);
  });

  it('push/pull/legs asks for every lift of its three days', () => {
    expect(programLifts('push-pull-legs', 'kg')).toHaveLength(12);
  });
});

describe('readProgramWeights', () => {
  const lifts = programLifts('five-by-five', 'kg');
  it.each<[string, Record<string, string>, ReturnType<typeof readProgramWeights>]>([
    ['all empty: the defaults', {}, { ok: true, weights: {} }],
    ['a figure', { Squat: '100' }, { ok: true, weights: { Squat: 100 } }],
    ['a decimal comma', { Squat: '102,5' }, { ok: true, weights: { Squat: 102.5 } }],
    ['spaces around', { Squat: ' 60 ', Deadlift: '   ' }, { ok: true, weights: { Squat: 60 } }],
    ['the bound', { Squat: '2000' }, { ok: true, weights: { Squat: 2000 } }],
    ['above the bound', { Squat: '2000.5' }, { ok: false, errors: { Squat: 'Enter a weight above 0 and up to 2000 kg, or leave it empty' } }],
    ['zero', { Squat: '0' }, { ok: false, errors: { Squat: 'Enter a weight above 0 and up to 2000 kg, or leave it empty' } }],
    ['negative', { Squat: '-5' }, { ok: false, errors: { Squat: 'Enter a weight above 0 and up to 2000 kg, or leave it empty' } }],
    [
      'words',
      { Squat: '100kg', Deadlift: 'abc' },
      {
        ok: false,
        errors: {
          Squat: 'Enter a weight above 0 and up to 2000 kg, or leave it empty',
          Deadlift: 'Enter a weight above 0 and up to 2000 kg, or leave it empty',
        },
      },
    ],
    ['a lift the program does not have is not sent', { Curl: '30' }, { ok: true, weights: {} }],
  ])('%s', (_case, typed, expected) => {
    expect(readProgramWeights(lifts, typed, 'kg')).toEqual(expected);
  });
});
