import { AREA_PATHS, exercisesPath, groupPath, sessionPath } from './paths';

it.each([
  [sessionPath(42), '/sessions/42'],
  [groupPath(7), '/groups/7'],
  [exercisesPath(), '/exercises'],
  [exercisesPath({ exercise: 'Bench Press' }), '/exercises?exercise=Bench+Press'],
  [exercisesPath({ exercise: 'Curl & Press', period: 'year' }), '/exercises?exercise=Curl+%26+Press&period=year'],
  [exercisesPath({ period: 'all' }), '/exercises?period=all'],
  [AREA_PATHS.invites, '/invites'],
])('%s', (path, expected) => {
  expect(path).toBe(expected);
});
