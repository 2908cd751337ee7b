import { createContext, useContext } from 'react';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The page's one loader; tests provide their own. */
export const defaultRemoteLoader: RemoteLoader = createRemoteLoader({ storage: sessionStorageOrNull() });

export const RemoteLoaderContext = createContext<RemoteLoader>(defaultRemoteLoader);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
