// What mf_groups exposes to the shell. tools/webpack reads `exposes` from this file; tsc checks
// it against the contract in @liftbook/shared (docs/architecture.md §3): the same module names, each
// file default-exporting the contract's component type.
import type { ExposedModulesOf, ExposesOf } from '@liftbook/shared/contract';

export const exposes = {
  './GroupsArea': './src/app/groups-area.tsx',
  './InvitesArea': './src/app/invites-area.tsx',
} satisfies ExposesOf<'mf_groups'>;

type Exposed = {
  './GroupsArea': typeof import('./app/groups-area');
  './InvitesArea': typeof import('./app/invites-area');
};
export type ExposesMatchContract = Exposed extends ExposedModulesOf<'mf_groups'> ? true : never;
// Fails to compile when an exposed file's default export is not the contract's AreaComponent.
export const exposesMatchContract: ExposesMatchContract = true;
