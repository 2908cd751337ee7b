import { AREA_PATHS, exercisesPath, goalsPath, groupPath, invitesPath, sessionPath, todaySessionPath } from './paths';

it.each([
  [sessionPath(42), '/sessions/42'],
  [todaySessionPath(), '/sessions/today'],
  [groupPath(7), '/groups/7'],
  [exercisesPath(), '/exercises'],
  [exercisesPath({ exercise: 'Bench Press' }), '/exercises?exercise=Bench+Press'],
  [exercisesPath({ exercise: 'Curl & Press', period: 'year' }), '/exercises?exercise=Curl+%26+Press&period=year'],
  [exercisesPath({ period: 'all' }), '/exercises?period=all'],
  [goalsPath(), '/goals'],
  [invitesPath(), '/invites'],
  [AREA_PATHS.calendar, '/calendar'],
])('%s', (path, expected) => {
  expect(path).toBe(expected);
});
