// mf_goals on its own, for its team: `npm run dev -w @liftbook/mf-goals`, then open the printed URL.
import { renderStandalone } from '@liftbook/shared/standalone';
import GoalsArea from './app/goals-area';

renderStandalone('mf_goals', [{ path: 'goals', label: 'Goals', Component: GoalsArea }]);
