// The boundary rule case by case (files at real paths of the repository, nothing written to
// disk). lint-planted.test.ts runs the whole config the way `npm run lint` does.
import path from 'node:path';
import { RuleTester } from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import architecture from './architecture.cjs';

const ROOT = path.resolve(__dirname, '../..');
const at = (file: string) => path.join(ROOT, file);
const rule = architecture.rules.boundaries;

const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' } });

const ok = (file: string, code: string) => ({ filename: at(file), code });
const bad = (file: string, code: string, messageId: string) => ({ filename: at(file), code, errors: [{ messageId }] });

tester.run('liftbook/boundaries', rule, {
  valid: [
    // Remotes take what they share from shared, by any public entry.
    ok('mf-goals/src/features/goal-list/goal-list.tsx', "import { Button } from '@liftbook/shared';"),
    ok('mf-goals/src/app/goals-area.tsx', "import type { Goal } from '@liftbook/shared/contract';"),
    // Within a remote: its own domain, ui, api, testing and the same feature's files.
    ok('mf-sessions/src/features/session-detail/set-row.tsx', "import { plural } from '../../domain/plural';"),
    ok('mf-sessions/src/features/session-detail/set-row.tsx', "import { SetForm } from './set-form';"),
    ok('mf-sessions/src/features/session-detail/sub/deep.tsx', "import { SetForm } from '../set-form';"),
    ok('mf-sessions/src/app/sessions-area.tsx', "import { SessionList } from '../features/session-list/session-list';"),
    ok('mf-sessions/src/features/calendar/calendar-page.tsx', "import styles from './calendar.module.css';"),
    // The React-free entries of shared, and plain packages, in domain/.
    ok(
      'mf-sessions/src/domain/weight.ts',
      "import type { Session } from '@liftbook/shared/contract'; import { toUtcDate } from '@liftbook/shared/format'; import { MAX } from '@liftbook/shared/constants';",
    ),
    ok('mf-progress/src/domain/chart-points.ts', "import { sessionPath } from '@liftbook/shared/paths'; import { storage } from '@liftbook/shared/storage';"),
    ok('shared/src/format/dates.ts', "import { LIMIT } from '../domain/constants';"),
    ok('mf-sessions/src/domain/timer.ts', "import { formatClock } from './duration';"),
    ok('mf-progress/src/domain/chart-points.ts', "import { createSelector } from '@reduxjs/toolkit'; import type { ChartData } from 'chart.js';"),
    ok('mf-progress/src/domain/chart-points.ts', "import { reactive } from 'some-reactive-lib';"),
    // The api: the contract, as types only.
    ok('api/src/modules/goals/routes.ts', "import type { Goal } from '@liftbook/shared/contract';"),
    ok('api/src/modules/goals/routes.ts', "export type { Goal } from '@liftbook/shared/contract';"),
    // An api test reads real export files with the page's React-free reader.
    ok('api/src/modules/imports/imports.test.ts', "import { parseImportText } from '@liftbook/shared/import';"),
    // The progression rules run on both sides: the api applies them at Finish.
    ok('api/src/modules/sessions/finish.ts', "import { progress } from '@liftbook/shared/training';"),
    ok('mf-sessions/src/domain/routines/preview.ts', "import { progress } from '@liftbook/shared/training';"),
    // The rules of a set are one module for both sides: the api's schemas are built from them.
    ok('api/src/modules/sets/schemas.ts', "import { SET_KINDS, workoutSet } from '@liftbook/shared/set-rules';"),
    ok('mf-sessions/src/domain/sets/distance.ts', "import { METRES_PER } from '@liftbook/shared/set-rules';"),
    ok('mf-sessions/src/domain/import/exercise-mapping.ts', "import type { ImportPlan } from '@liftbook/shared/import';"),
    ok('api/src/modules/goals/routes.ts', "type G = import('@liftbook/shared/contract').Goal;"),
    // The shell loads remotes at run time, never by import; it may use shared and its own code.
    ok('shell/src/remotes/remote-area.tsx', "import { useAuth } from '@liftbook/shared'; import { loader } from './remote-loader';"),
    // Tools and e2e reach into packages' files freely (build configs, test support).
    ok('e2e/tests/goals.spec.ts', "import { CHROMIUM_PATH } from '../../tools/lib/test/chromium.cjs';"),
    ok('shell/webpack.config.cjs', "const { federatedApp } = require('../tools/webpack/federation-preset.cjs');"),
    // shared may use tools' jest helpers.
    ok('shared/src/ui/ui.test.tsx', "import '../../../tools/jest/setup-dom';"),
  ],
  invalid: [
    // No remote imports another remote or the shell: by name, by a climbing path, by federation name, dynamically, by require.
    bad('mf-goals/src/features/goal-list/goal-list.tsx', "import { SessionList } from '@liftbook/mf-sessions';", 'remoteImportsRemote'),
    bad('mf-goals/src/features/goal-list/goal-list.tsx', "import { plural } from '../../../../mf-sessions/src/domain/plural';", 'remoteImportsRemote'),
    bad('mf-goals/src/app.tsx', "const Area = () => import('mf_sessions/SessionsArea');", 'remoteImportsRemote'),
    bad('mf-groups/src/app/groups-area.tsx', "export { Navbar } from '../../../shell/src/layout/navbar';", 'remoteImportsRemote'),
    bad('mf-progress/src/exposes.ts', "const shell = require('@liftbook/shell');", 'remoteImportsRemote'),
    bad('mf-goals/src/domain/goal.ts', "import type { Draft } from '../../../mf-sessions/src/domain/draft-store';", 'remoteImportsRemote'),
    // The shell imports no remote's code.
    bad('shell/src/pages/home-page.tsx', "import { CalendarPage } from '../../../mf-sessions/src/features/calendar/calendar-page';", 'shellImportsRemote'),
    bad('shell/src/pages/home-page.tsx', "import { GoalsArea } from '@liftbook/mf-goals';", 'shellImportsRemote'),
    // No feature imports another, however deep either file is.
    bad('mf-sessions/src/features/session-detail/set-row.tsx', "import { SessionCard } from '../session-list/session-card';", 'featureImportsFeature'),
    bad('mf-sessions/src/features/session-detail/sub/deep.tsx', "import { TimerWidget } from '../../timer/timer-widget';", 'featureImportsFeature'),
    bad('mf-goals/src/features/goal-form/goal-form.tsx', "import { GoalList } from '../goal-list';", 'featureImportsFeature'),
    // domain/ imports no React: React packages, shared's React entries, the area's React code.
    bad('mf-sessions/src/domain/weight.ts', "import { useMemo } from 'react';", 'domainImportsReact'),
    bad('mf-sessions/src/domain/weight.ts', "import type { ReactNode } from 'react';", 'domainImportsReact'),
    bad('mf-sessions/src/domain/weight.ts', "import { createRoot } from 'react-dom/client';", 'domainImportsReact'),
    bad('mf-sessions/src/domain/weight.ts', "import { useSelector } from 'react-redux';", 'domainImportsReact'),
    bad('mf-sessions/src/domain/weight.ts', "import { useNavigate } from 'react-router';", 'domainImportsReact'),
    bad('mf-goals/src/domain/goal-status.ts', "import { formatWeight } from '@liftbook/shared';", 'domainImportsReact'),
    bad('mf-goals/src/domain/goal-status.ts', "import { renderWithStore } from '@liftbook/shared/testing';", 'domainImportsReact'),
    bad('mf-goals/src/domain/goal-status.ts', "import { Button } from '../../../shared/src/ui/button';", 'domainImportsReact'),
    bad('mf-sessions/src/domain/weight.ts', "import { SetRow } from '../features/session-detail/set-row';", 'domainImportsReact'),
    bad('mf-sessions/src/domain/weight.ts', "import { FormFailure } from '../ui/form-failure';", 'domainImportsReact'),
    bad('shared/src/domain/constants.ts', "import { Modal } from '../ui/modal';", 'domainImportsReact'),
    bad('mf-sessions/src/domain/weight.ts', "import { sessionsApi } from '../api/sessions-api';", 'domainImportsReact'),
    bad('mf-progress/src/domain/chart-points.ts', "import { Line } from 'react-chartjs-2';", 'domainImportsReact'),
    bad('mf-progress/src/domain/chart-points.ts', "import { useMsal } from '@azure/msal-react';", 'domainImportsReact'),
    bad('mf-progress/src/domain/chart-points.ts', "import { createApi } from '@reduxjs/toolkit/query/react';", 'domainImportsReact'),
    // shared imports no app.
    bad('shared/src/ui/badge.tsx', "import { Navbar } from '@liftbook/shell';", 'sharedImportsApp'),
    bad('shared/src/api/api.ts', "import { sessionsApi } from '../../../mf-sessions/src/api/sessions-api';", 'sharedImportsApp'),
    bad('shared/src/contract/entities.ts', "import type { DB } from '../../../api/src/db/schema';", 'sharedImportsApp'),
    // The api imports nothing of shared but its type-only contract.
    bad('api/src/modules/goals/routes.ts', "import { Goal } from '@liftbook/shared/contract';", 'apiValueImportsContract'),
    bad('api/src/modules/goals/routes.ts', "import { type Goal } from '@liftbook/shared/contract';", 'apiValueImportsContract'),
    bad('api/src/modules/goals/routes.ts', "import { formatWeight } from '@liftbook/shared/format';", 'apiImportsShared'),
    bad('api/src/modules/goals/routes.ts', "import type { Goal } from '@liftbook/shared';", 'apiImportsShared'),
    // Only an api test may read files with shared's React-free import reader; the api itself may not.
    bad('api/src/modules/imports/routes.ts', "import { parseImportText } from '@liftbook/shared/import';", 'apiImportsShared'),
    bad('api/src/modules/imports/imports.test.ts', "import { formatWeight } from '@liftbook/shared/format';", 'apiImportsShared'),
    bad('api/src/modules/goals/routes.ts', "import type { Goal } from '../../../../shared/src/contract/entities';", 'apiImportsShared'),
    bad('api/src/modules/sessions/finish.ts', "import { progress } from '../../../../shared/src/training/progression';", 'apiImportsShared'),
    bad('api/src/modules/sets/schemas.ts', "import { SET_KINDS } from '../../../../shared/src/set-rules';", 'apiImportsShared'),
    bad('api/src/modules/sets/schemas.ts', "import { MAX_SET_WEIGHT } from '@liftbook/shared/constants';", 'apiImportsShared'),
    bad('api/src/modules/goals/routes.ts', "import { AREAS } from '../../../../shell/src/app/areas';", 'serverImportsBrowserApp'),
    bad('idp/src/pages.ts', "import { GoalsArea } from '@liftbook/mf-goals';", 'serverImportsBrowserApp'),
    // Browser apps import no server code.
    bad('mf-goals/src/api/goals-api.ts', "import type { GoalRow } from '../../../api/src/modules/goals/queries';", 'browserImportsServer'),
    bad('shell/src/pages/landing-page.tsx', "import { loginPage } from '@liftbook/idp';", 'browserImportsServer'),
  ],
});

describe('the messages', () => {
  it.each(Object.entries(rule.meta.messages))('%s names the rule broken and says why', (_id, message) => {
    expect(message).toMatch(/^\[[^\]]+ → [^\]]+\] /);
    expect(message.length).toBeGreaterThan(150);
  });
});
