import {
  AREA_PATHS,
  calendarPath,
  exercisesPath,
  goalsPath,
  groupPath,
  invitesPath,
  newRoutinePath,
  programsPath,
  routinePath,
  routinesPath,
  sessionPath,
  startRoutinePath,
  todaySessionPath,
} from './paths';

it.each([
  [sessionPath(42), '/sessions/42'],
  [todaySessionPath(), '/sessions/today'],
  [groupPath(7), '/groups/7'],
  [routinesPath(), '/routines'],
  [newRoutinePath(), '/routines/new'],
  [routinePath(12), '/routines/12'],
  [startRoutinePath(12), '/routines/12/start'],
  [programsPath(), '/routines/programs'],
  [exercisesPath(), '/exercises'],
  [exercisesPath({ exercise: 'Bench Press' }), '/exercises?exercise=Bench+Press'],
  [exercisesPath({ exercise: 'Curl & Press', period: 'year' }), '/exercises?exercise=Curl+%26+Press&period=year'],
  [exercisesPath({ period: 'all' }), '/exercises?period=all'],
  [goalsPath(), '/goals'],
  [invitesPath(), '/invites'],
  [AREA_PATHS.calendar, '/calendar'],
  [calendarPath(), '/calendar'],
  [calendarPath({ month: '2024-04' }), '/calendar?month=2024-04'],
  [calendarPath({ day: '2024-04-15' }), '/calendar?month=2024-04&day=2024-04-15'],
])('%s', (path, expected) => {
  expect(path).toBe(expected);
});
