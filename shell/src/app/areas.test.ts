import { AREA_PATHS } from '@liftbook/shared/paths';
import { AREAS } from './areas';

// Remotes link across areas with shared's paths; the shell mounts the areas. They must agree, or
// a link from the calendar to a session (or from a group to a member's workout) would 404.
it('mounts every area at the path shared gives the remotes for it', () => {
  const mounted = AREAS.map((area) => `/${area.path}`).sort();
  const { home: _home, ...areaPaths } = AREA_PATHS;
  expect(mounted).toEqual(Object.values(areaPaths).sort());
});
