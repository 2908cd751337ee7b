// mf_progress on its own, for its team: `npm run dev -w @liftbook/mf-progress`, then open the printed URL.
import { renderStandalone } from '@liftbook/shared/standalone';
import ExercisesArea from './app/exercises-area';

renderStandalone('mf_progress', [{ path: 'exercises', label: 'Exercises', Component: ExercisesArea }]);
