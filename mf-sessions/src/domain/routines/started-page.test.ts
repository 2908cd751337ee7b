import type { Exercise, LastTime, Session, SessionRecord } from '@liftbook/shared/contract';
import { startedPage } from './started-page';

const session: Session = {
  id: 40,
  session_date: '2026-11-27T00:00:00.000Z',
  session_type: 'Push A',
  notes: null,
  routine_id: 7,
  started_at: null,
  finished_at: null,
  created_at: '2026-11-27T08:00:00.000Z',
  updated_at: '2026-11-27T08:00:00.000Z',
};
const exercises = [{ id: 401, name: 'Bench Press', position: 1, sets: [], planned_sets: [] }] as unknown as Exercise[];
const lastTimes = [{ lift: 'bench press', name: 'Bench Press', session_id: 39, session_date: '2026-11-20T00:00:00.000Z', sets: [] }] as LastTime[];
const records: SessionRecord[] = [];

describe('startedPage', () => {
  test.each([
    [
      'the api’s answer: the session and the rest of its page',
      { ...session, exercises, last_times: lastTimes, records },
      { session, exercises, last_times: lastTimes, records },
    ],
    [
      'no last time yet (a first workout) is still a page',
      { ...session, exercises, last_times: [], records: [] },
      { session, exercises, last_times: [], records: [] },
    ],
    ['the session alone (started offline, or an older api)', session, undefined],
    ['exercises without last time and records (the outbox read them back)', { ...session, exercises }, undefined],
  ])('%s', (_case, answer, expected) => {
    expect(startedPage(answer)).toEqual(expected);
  });
});
