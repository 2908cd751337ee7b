import {
  alreadyImportedText,
  importCheckText,
  importDoneText,
  importerUnavailableText,
  importProgressText,
  importSummaryText,
  undoneText,
} from './import-messages';

describe('import messages', () => {
  test.each([
    [0, 3401, 'Importing… 0 of 3,401 workouts'],
    [1200, 3401, 'Importing… 1,200 of 3,401 workouts'],
    [1, 1, 'Importing… 1 of 1 workout'],
  ])('progress %d of %d', (sent, total, text) => {
    expect(importProgressText(sent, total)).toBe(text);
  });

  test.each([
    [{ workouts_added: 3401, sets_added: 10200, workouts_already_there: 0, workouts_kept_mine: 0 }, ['Imported 3,401 workouts, 10,200 sets.']],
    [{ workouts_added: 1, sets_added: 1, workouts_already_there: 0, workouts_kept_mine: 0 }, ['Imported 1 workout, 1 set.']],
    [
      { workouts_added: 10, sets_added: 30, workouts_already_there: 4, workouts_kept_mine: 0 },
      ['Imported 10 workouts, 30 sets.', '4 workouts were already in your log.'],
    ],
    [{ workouts_added: 0, sets_added: 0, workouts_already_there: 1, workouts_kept_mine: 0 }, ['Nothing was added.', '1 workout was already in your log.']],
    [{ workouts_added: 0, sets_added: 0, workouts_already_there: 0, workouts_kept_mine: 0 }, ['Imported 0 workouts, 0 sets.']],
    [
      { workouts_added: 0, sets_added: 0, workouts_already_there: 2, workouts_kept_mine: 1 },
      ['Nothing was added.', '2 workouts were already in your log.', '1 changed workout was not added: you kept yours.'],
    ],
    [
      { workouts_added: 1, sets_added: 4, workouts_already_there: 0, workouts_kept_mine: 2 },
      ['Imported 1 workout, 4 sets.', '2 changed workouts were not added: you kept yours.'],
    ],
  ])('done %j', (record, lines) => {
    expect(importDoneText(record)).toEqual(lines);
  });

  test('a file imported before', () => {
    expect(alreadyImportedText({ created_at: '2026-11-24T10:00:00.000Z', finished_at: '2026-11-24T12:00:00.000Z' })).toMatch(
      /^Already imported on Nov 2[45], 2026\. Nothing was added\.$/,
    );
  });

  const none = { sessions_kept: 0, sets_kept: 0 };
  test.each([
    [
      { sessions_removed: 3401, sets_removed: 10200, custom_exercises_removed: 0, goals_removed: 0, ...none },
      'Import undone: removed 3,401 workouts, 10,200 sets.',
    ],
    [
      { sessions_removed: 1, sets_removed: 2, custom_exercises_removed: 1, goals_removed: 0, ...none },
      'Import undone: removed 1 workout, 2 sets and 1 custom exercise.',
    ],
    [
      { sessions_removed: 4, sets_removed: 9, custom_exercises_removed: 2, goals_removed: 1, ...none },
      'Import undone: removed 4 workouts, 9 sets, 2 custom exercises and 1 goal.',
    ],
    [
      { sessions_removed: 1, sets_removed: 9, custom_exercises_removed: 0, goals_removed: 0, sessions_kept: 2, sets_kept: 1 },
      'Import undone: removed 1 workout, 9 sets. Kept 2 workouts you added to or changed and 1 set you changed since the import.',
    ],
    [
      { sessions_removed: 0, sets_removed: 3, custom_exercises_removed: 0, goals_removed: 0, sessions_kept: 1, sets_kept: 0 },
      'Import undone: removed 0 workouts, 3 sets. Kept 1 workout you added to or changed since the import.',
    ],
  ])('undo %j', (result, text) => {
    expect(undoneText(result)).toBe(text);
  });

  test.each([
    [
      { workouts_new: 0, workouts_already_there: 1, workouts_changed: 1 },
      [
        'No new workouts to add.',
        '1 workout is already in your log: not added again.',
        "1 workout differs from one in your log (same day and type, mostly the same exercises). Choose for each: keep yours, or add the file's beside it.",
      ],
    ],
    [
      { workouts_new: 3, workouts_already_there: 0, workouts_changed: 2 },
      [
        '3 new workouts will be added.',
        "2 workouts differ from one in your log (same day and type, mostly the same exercises). Choose for each: keep yours, or add the file's beside it.",
      ],
    ],
  ])('check %j', (check, lines) => {
    expect(importCheckText(check)).toEqual(lines);
  });

  test('a list entry', () => {
    expect(importSummaryText({ workouts_added: 2, sets_added: 1 })).toBe('2 workouts, 1 set');
  });
});

describe('the importer not downloaded', () => {
  const chunkLoadError = Object.assign(new Error('Loading chunk 180 failed.'), { name: 'ChunkLoadError' });
  test.each([
    [chunkLoadError, false, "Importing needs a connection, and you're offline. Nothing was added: Retry once you're back online."],
    [chunkLoadError, true, 'The importer could not be downloaded. Nothing was added: Retry when the connection is back.'],
    [new Error('the file has no header line'), false, null],
    [new TypeError('Failed to fetch'), true, null],
    ['ChunkLoadError', false, null],
  ])('%p, online %p', (error, online, text) => {
    expect(importerUnavailableText(error, online)).toBe(text);
  });
});
