// mf_sessions on its own, for its team: `npm run dev -w @liftbook/mf-sessions`, then open the printed URL.
import { renderStandalone } from '@liftbook/shared/standalone';
import SessionsArea from './app/sessions-area';
import RoutinesArea from './app/routines-area';
import CalendarArea from './app/calendar-area';
import DataArea from './app/data-area';

renderStandalone('mf_sessions', [
  { path: 'sessions', label: 'Sessions', Component: SessionsArea },
  { path: 'routines', label: 'Routines', Component: RoutinesArea },
  { path: 'calendar', label: 'Calendar', Component: CalendarArea },
  { path: 'data', label: 'Your data', Component: DataArea },
]);
