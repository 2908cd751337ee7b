// What mf_progress exposes to the shell. tools/webpack reads `exposes` from this file; tsc checks
// it against the contract in @liftbook/shared (docs/architecture.md §3): the same module names, each
// file default-exporting the contract's component type.
import type { ExposedModulesOf, ExposesOf } from '@liftbook/shared/contract';

export const exposes = {
  './ExercisesArea': './src/app/exercises-area.tsx',
} satisfies ExposesOf<'mf_progress'>;

type Exposed = {
  './ExercisesArea': typeof import('./app/exercises-area');
};
export type ExposesMatchContract = Exposed extends ExposedModulesOf<'mf_progress'> ? true : never;
// Fails to compile when an exposed file's default export is not the contract's AreaComponent.
export const exposesMatchContract: ExposesMatchContract = true;
