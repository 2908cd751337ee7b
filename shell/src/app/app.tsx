import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { LiftbookStore } from '@liftbook/shared';
import { Layout } from '../layout/layout';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteArea } from '../remotes/remote-area';
import { RemoteLoaderContext, defaultRemoteLoader } from '../remotes/remote-loader-context';
import type { RemoteLoader } from '../remotes/remote-loader';
import { RequireAuth } from '../routing/require-auth';
import { AREAS } from './areas';
import { productForHost, siteTitle } from './product';

export interface AppProps {
  store: LiftbookStore;
  host: string;
  loader?: RemoteLoader;
}

/** Routes of the shell; everything under an area's prefix belongs to its remote. */
export function AppRoutes({ host }: { host: string }) {
  return (
    <Routes>
      <Route element={<Layout title={siteTitle(host)} />}>
        <Route index element={<HomePage product={productForHost(host)} />} />
        {AREAS.map((area) => (
          <Route
            key={area.path}
            path={`${area.path}/*`}
            element={
              <RequireAuth>
                {/* Keyed: two areas of one remote sit at the same place in the tree, and the area left
                    must not render once at the new path (at /sessions/6 the routines area read routine 6). */}
                <RemoteArea key={area.path} remote={area.remote} module={area.module} label={area.label} />
              </RequireAuth>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App({ store, host, loader = defaultRemoteLoader }: AppProps) {
  return (
    <Provider store={store}>
      <RemoteLoaderContext.Provider value={loader}>
        <BrowserRouter>
          <AppRoutes host={host} />
        </BrowserRouter>
      </RemoteLoaderContext.Provider>
    </Provider>
  );
}
