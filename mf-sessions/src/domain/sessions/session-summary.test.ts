import { NO_EXERCISES_YET, sessionSummaryLine } from './session-summary';

describe('sessionSummaryLine', () => {
  it.each([
    [{ exercise_count: 4, set_count: 12, volume_lbs: 8450.4 }, 'lbs', '4 exercises · 12 sets · 8,450 lbs'],
    [{ exercise_count: 4, set_count: 12, volume_lbs: 8450.4 }, 'kg', '4 exercises · 12 sets · 3,833 kg'],
    [{ exercise_count: 1, set_count: 1, volume_lbs: 225 }, 'lbs', '1 exercise · 1 set · 225 lbs'],
    // Bodyweight and timed work: no volume to show.
    [{ exercise_count: 2, set_count: 6, volume_lbs: 0 }, 'lbs', '2 exercises · 6 sets'],
    [{ exercise_count: 1, set_count: 0, volume_lbs: 0 }, 'kg', '1 exercise · 0 sets'],
    [{ exercise_count: 0, set_count: 0, volume_lbs: 0 }, 'lbs', NO_EXERCISES_YET],
  ] as const)('%j in %s: %s', (summary, unit, line) => {
    expect(sessionSummaryLine(summary, unit)).toBe(line);
  });
});
