// A remote's standalone page (`npm run dev -w @liftbook/mf-goals`): its areas inside a minimal
// host - its own store, a static auth port, a router - so a remote team works without the shell.
// Exported as "@liftbook/shared/standalone"; never loaded by the shell.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router';
// By package name, not relative path: the page must use the SAME federated @liftbook/shared
// module instance (auth port, api, store) as the areas it renders.
import { createLiftbookStore, createStaticAuthPort, provideAuthPort } from '@liftbook/shared';
import './standalone.css';
import { browserStorage } from '../storage';

export interface StandaloneArea {
  /** Path prefix, as the shell mounts it: "goals". */
  path: string;
  label: string;
  Component: ComponentType<Record<string, never>>;
}

/** localStorage key for a real access token (paste one from the shell's session to call the api). */
export const DEV_TOKEN_KEY = 'liftbook.devToken';

export function renderStandalone(remoteName: string, areas: StandaloneArea[]): void {
  const token = browserStorage('local')?.getItem(DEV_TOKEN_KEY) ?? 'dev-token';
  provideAuthPort(createStaticAuthPort({ name: 'Dev Lifter', username: 'dev@liftbook.local' }, token));
  const store = createLiftbookStore();
  document.title = `${remoteName} (standalone)`;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <header className="lb-standalone__bar">
            <strong>{remoteName}</strong>
            <span className="lb-standalone__tag">standalone</span>
            <nav className="lb-standalone__nav">
              {areas.map((a) => (
                <NavLink key={a.path} to={`/${a.path}`}>
                  {a.label}
                </NavLink>
              ))}
            </nav>
          </header>
          <Routes>
            {areas.map(({ path, Component }) => (
              <Route key={path} path={`${path}/*`} element={<Component />} />
            ))}
            <Route path="*" element={<Navigate to={`/${areas[0]!.path}`} replace />} />
          </Routes>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
