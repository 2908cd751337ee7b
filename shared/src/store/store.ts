// The root reducer and the store factory (docs/architecture.md §4). The shell creates the store ONCE;
// remotes never create one in the product (only their standalone pages and tests do). Its one
// slice is the api's: remotes add endpoints to it (api.injectEndpoints), not slices of their own.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from '../api/api';

export const rootReducer = combineSlices(api);
export type RootState = ReturnType<typeof rootReducer>;

export function createLiftbookStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // Refetch on focus / reconnect: phones leave and come back to the gym tab all the time.
  setupListeners(store.dispatch);
  return store;
}
export type LiftbookStore = ReturnType<typeof createLiftbookStore>;
export type AppDispatch = LiftbookStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<LiftbookStore>();
