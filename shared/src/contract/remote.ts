// The contract between the shell and its remotes (docs/architecture.md §3). Each remote's exposes.ts is
// checked against RemoteModules[name]; the shell mounts each exposed component under its path.
import type { ComponentType } from 'react';

/** What every exposed module default-exports: a component that renders an area's routes. */
export type AreaComponent = ComponentType<Record<string, never>>;

export interface RemoteModules {
  mf_sessions: { './SessionsArea': AreaComponent; './RoutinesArea': AreaComponent; './CalendarArea': AreaComponent; './DataArea': AreaComponent };
  mf_progress: { './ExercisesArea': AreaComponent };
  mf_goals: { './GoalsArea': AreaComponent };
  mf_groups: { './GroupsArea': AreaComponent; './InvitesArea': AreaComponent };
}
export type RemoteName = keyof RemoteModules;

/** The exposes map a remote declares: module path -> source file. */
export type ExposesOf<N extends RemoteName> = { [K in keyof RemoteModules[N]]: string };

/** /remotes.json, the environment's map of remotes, served by the shell's origin. */
export interface RemotesConfig {
  remotes: Record<RemoteName, string>;
  /** Origins whose manifests may be used for a preview override (e.g. "https://preview.example.com"). */
  previewOrigins: string[];
  /** false: this environment accepts no preview at all (the default with production settings). */
  previews?: boolean;
}

/** What a remote records about its build in its manifest (metaData.buildInfo). */
export interface RemoteBuildInfo {
  name: string;
  version: string;
  buildId: string;
  /** The version of @liftbook/shared it was built against: the shell mounts it only if compatible. */
  sharedVersion: string;
  /** Set when it was built by `npm run release` (the folder's name in the release store). */
  releaseId?: string;
}

/**
 * What a remote's exposed files must export for its exposes to meet the contract. A remote
 * checks itself with `{} as { './GoalsArea': typeof import('./app/goals-area') } satisfies ExposedModulesOf<'mf_goals'>`.
 */
export type ExposedModulesOf<N extends RemoteName> = { [K in keyof RemoteModules[N]]: { default: RemoteModules[N][K] } };
