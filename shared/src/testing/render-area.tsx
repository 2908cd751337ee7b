// renderArea: one call renders a piece of any area as the shell hosts it — a fresh store, a
// router at the given URL, a signed-in lifter whose calls carry a token, and a fetch that answers
// the api calls the test names. Never imported by app code.
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createStaticAuthPort, provideAuthPort, type AuthUser } from '../auth/auth-port';
import { createLiftbookStore, type LiftbookStore } from '../store/store';
import { mockFetch, type MockRoutes } from './mock-fetch';

export interface RenderAreaOptions {
  /** The URL the router starts at, e.g. "/goals/12/edit". Default "/". */
  route?: string;
  /** A route pattern to mount the element under (e.g. "/goals/*"), so useParams and relative links work. */
  path?: string;
  /** The signed-in lifter. Default: Ana. */
  user?: AuthUser;
  /** The api's answers, by "METHOD /api/path" (see mockFetch). Default: none (every call is a 404). */
  api?: MockRoutes;
}

export interface RenderAreaResult extends RenderResult {
  store: LiftbookStore;
  user: UserEvent;
  fetchMock: ReturnType<typeof mockFetch>;
}

export const TEST_LIFTER: AuthUser = { name: 'Ana Lifter', username: 'ana@example.com' };
/** The signed-in lifter's access token: every api call of a renderArea test carries "Bearer test-token". */
export const TEST_TOKEN = 'test-token';

export function renderArea(ui: ReactElement, { route = '/', path, user = TEST_LIFTER, api = {} }: RenderAreaOptions = {}): RenderAreaResult {
  provideAuthPort(createStaticAuthPort(user, TEST_TOKEN));
  const fetchMock = mockFetch(api);
  const store = createLiftbookStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store, user: userEvent.setup(), fetchMock };
}
