// What mf_sessions exposes to the shell. tools/webpack reads `exposes` from this file; tsc checks
// it against the contract in @liftbook/shared (docs/architecture.md §3): the same module names, each
// file default-exporting the contract's component type.
import type { ExposedModulesOf, ExposesOf } from '@liftbook/shared/contract';

export const exposes = {
  './SessionsArea': './src/app/sessions-area.tsx',
  './RoutinesArea': './src/app/routines-area.tsx',
  './CalendarArea': './src/app/calendar-area.tsx',
  './DataArea': './src/app/data-area.tsx',
} satisfies ExposesOf<'mf_sessions'>;

type Exposed = {
  './SessionsArea': typeof import('./app/sessions-area');
  './RoutinesArea': typeof import('./app/routines-area');
  './CalendarArea': typeof import('./app/calendar-area');
  './DataArea': typeof import('./app/data-area');
};
export type ExposesMatchContract = Exposed extends ExposedModulesOf<'mf_sessions'> ? true : never;
// Fails to compile when an exposed file's default export is not the contract's AreaComponent.
export const exposesMatchContract: ExposesMatchContract = true;
