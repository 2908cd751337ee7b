import { createContext, useContext } from 'react';
import { browserStorage } from '@liftbook/shared/storage';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';

/** The page's one loader; tests provide their own. */
export const defaultRemoteLoader: RemoteLoader = createRemoteLoader({ storage: browserStorage('session') });

export const RemoteLoaderContext = createContext<RemoteLoader>(defaultRemoteLoader);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
