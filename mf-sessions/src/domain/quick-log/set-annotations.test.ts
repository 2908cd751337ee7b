import { expandQuickLogEntry, parseQuickLogLine } from './quick-log-parser';
import { splitSetAnnotations, type SetAnnotations } from './set-annotations';

describe('splitSetAnnotations', () => {
  it.each<[string, SetAnnotations]>([
    ['Squat 2x5@135 warmup', { rest: 'Squat 2x5@135', kind: 'warmup', rpe: null, invalidRpe: false }],
    ['Squat 2x5@135 warm-up', { rest: 'Squat 2x5@135', kind: 'warmup', rpe: null, invalidRpe: false }],
    ['Squat 2x5@135 WU', { rest: 'Squat 2x5@135', kind: 'warmup', rpe: null, invalidRpe: false }],
    ['Bench 3x5@185 rpe 8', { rest: 'Bench 3x5@185', kind: null, rpe: 8, invalidRpe: false }],
    ['Bench 3x5@185 RPE9.5', { rest: 'Bench 3x5@185', kind: null, rpe: 9.5, invalidRpe: false }],
    ['Bench 3x5@185 @rpe 7,5', { rest: 'Bench 3x5@185', kind: null, rpe: 7.5, invalidRpe: false }],
    ['Row 3x10 @ 60 kg drop rpe 9', { rest: 'Row 3x10 @ 60 kg', kind: 'drop', rpe: 9, invalidRpe: false }],
    ['Row 3x10 @ 60 kg rpe 9 failure', { rest: 'Row 3x10 @ 60 kg', kind: 'failure', rpe: 9, invalidRpe: false }],
    ['Curl 3x12 fail', { rest: 'Curl 3x12', kind: 'failure', rpe: null, invalidRpe: false }],
    ['Bench 3x5@185 rpe 11', { rest: 'Bench 3x5@185', kind: null, rpe: null, invalidRpe: true }],
    ['Bench 3x5@185 rpe 7.3', { rest: 'Bench 3x5@185', kind: null, rpe: null, invalidRpe: true }],
    // Nothing to take: the line is left as typed.
    ['Squat 5x5@225', { rest: 'Squat 5x5@225', kind: null, rpe: null, invalidRpe: false }],
    // Words inside the name stay there.
    ['Drop Set Curl 3x10', { rest: 'Drop Set Curl 3x10', kind: null, rpe: null, invalidRpe: false }],
  ])('%s', (line, expected) => {
    expect(splitSetAnnotations(line)).toEqual(expected);
  });
});

describe('in the quick log', () => {
  it.each<[string, number, object]>([
    ['Squat 2x5@135 warmup', 2, { kind: 'warmup', weight: 135, weight_unit: 'lbs', reps: 5 }],
    ['Bench 3x5@185 rpe 8', 3, { rpe: 8, weight: 185, reps: 5 }],
  ])('%s gives %i sets carrying them', (line, count, set) => {
    const result = parseQuickLogLine(line, 'lbs');
    if (!result.ok) throw new Error(`${line} did not parse: ${result.reason}`);
    // The count first: an empty expansion would otherwise pass the check of each set.
    const expanded = expandQuickLogEntry({ lineNumber: 1, ...result.entry });
    expect(expanded).toHaveLength(count);
    expect(expanded).toEqual(Array.from({ length: count }, () => expect.objectContaining(set)));
  });

  it('a line with an impossible RPE is dropped as out of range', () => {
    expect(parseQuickLogLine('Bench 3x5@185 rpe 12', 'lbs')).toEqual({ ok: false, reason: 'out-of-range' });
  });

  it('a plain line gives sets exactly as before (no kind, no RPE)', () => {
    const result = parseQuickLogLine('Squat 1x5@225', 'lbs');
    expect(result.ok && expandQuickLogEntry({ lineNumber: 1, ...result.entry })).toEqual([{ weight: 225, weight_unit: 'lbs', reps: 5, duration: null }]);
  });
});
