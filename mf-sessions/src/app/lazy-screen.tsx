// A screen in a chunk of its own: downloaded when it is first shown, saying `loading` meanwhile.
// The areas load their heavier screens this way, so the first thing a lifter opens stays small.
import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '@liftbook/shared';

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, loading: string): ComponentType<P> {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={<LoadingState text={loading} />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
