import { alreadyImportedText, importDoneText, importProgressText, importSummaryText, undoneText } from './import-messages';

describe('import messages', () => {
  test.each([
    [0, 3401, 'Importing… 0 of 3,401 workouts'],
    [1200, 3401, 'Importing… 1,200 of 3,401 workouts'],
    [1, 1, 'Importing… 1 of 1 workout'],
  ])('progress %d of %d', (sent, total, text) => {
    expect(importProgressText(sent, total)).toBe(text);
  });

  test.each([
    [{ workouts_added: 3401, sets_added: 10200, workouts_already_there: 0 }, ['Imported 3,401 workouts, 10,200 sets.']],
    [{ workouts_added: 1, sets_added: 1, workouts_already_there: 0 }, ['Imported 1 workout, 1 set.']],
    [{ workouts_added: 10, sets_added: 30, workouts_already_there: 4 }, ['Imported 10 workouts, 30 sets.', '4 workouts were already in your log.']],
    [{ workouts_added: 0, sets_added: 0, workouts_already_there: 1 }, ['Nothing was added.', '1 workout was already in your log.']],
    [{ workouts_added: 0, sets_added: 0, workouts_already_there: 0 }, ['Imported 0 workouts, 0 sets.']],
  ])('done %j', (record, lines) => {
    expect(importDoneText(record)).toEqual(lines);
  });

  test('a file imported before', () => {
    expect(alreadyImportedText({ created_at: '2026-11-24T10:00:00.000Z', finished_at: '2026-11-24T12:00:00.000Z' })).toMatch(
      /^Already imported on Nov 2[45], 2026\. Nothing was added\.$/,
    );
  });

  test.each([
    [{ sessions_removed: 3401, sets_removed: 10200, custom_exercises_removed: 0, goals_removed: 0 }, 'Import undone: removed 3,401 workouts, 10,200 sets.'],
    [
      { sessions_removed: 1, sets_removed: 2, custom_exercises_removed: 1, goals_removed: 0 },
      'Import undone: removed 1 workout, 2 sets and 1 custom exercise.',
    ],
    [
      { sessions_removed: 4, sets_removed: 9, custom_exercises_removed: 2, goals_removed: 1 },
      'Import undone: removed 4 workouts, 9 sets, 2 custom exercises and 1 goal.',
    ],
  ])('undo %j', (result, text) => {
    expect(undoneText(result)).toBe(text);
  });

  test('a list entry', () => {
    expect(importSummaryText({ workouts_added: 2, sets_added: 1 })).toBe('2 workouts, 1 set');
  });
});
