// The root reducer and the store factory (docs/architecture.md §4). The shell creates the store ONCE;
// remotes never create one in the product (only their standalone pages and tests do). Remotes add
// their slices when they load with `injectSlice(slice)` and declare them for typing:
//
//   declare module '@liftbook/shared' {
//     interface LazyLoadedSlices { goalsUi: GoalsUiState }
//   }
import { combineSlices, configureStore, type Slice } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from '../api/api';

/** Slices remotes inject at run time; augmented by each remote (see above). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();
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

/** Adds a remote's slice to the one root reducer (idempotent); its state appears on the next action. */
export function injectSlice<S extends Slice>(slice: S) {
  return slice.injectInto(rootReducer);
}

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<LiftbookStore>();
