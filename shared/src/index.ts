// @liftbook/shared: the runtime singleton every app shares (docs/architecture.md §3-4). Keep this
// surface small and stable; types for the api's entities live in "@liftbook/shared/contract".
import './ui/ui.css';

export * from './contract';
export {
  provideAuthPort,
  getAuthPort,
  getAccessToken,
  subscribeToAuth,
  useAuth,
  createStaticAuthPort,
  LOGIN_FAILED,
  TOKEN_FAILED,
  USER_DATA_PREFIX,
  type AuthPort,
  type AuthState,
  type AuthStatus,
  type AuthUser,
} from './auth/auth-port';
export * from './domain/constants';
export { DEFAULT_SET_KIND, DEFAULT_WEIGHT_UNIT, SET_KINDS, WEIGHT_UNITS } from './set-rules';
export { SHARED_VERSION, checkCompatibility, type Compatibility } from './compatibility';

export { api, TAG_TYPES, type TagType } from './api/api';
export { LIFTED_VIEW_TAGS, liftingWriteTags } from './api/lifting-tags';
export { IDEMPOTENCY_HEADER, idempotencyHeaders, newIdempotencyKey } from './api/idempotency';
export { beginSave, trackSave, isSaving, whenSaved, useSaving } from './api/save-tracker';
export { useOutboxStatus, unsyncedChanges, retryChange, discardChange, clearOfflineData } from './offline/offline-base-query';
export { describeChange, isProvisionalFinish, type OutboxEntry, type ProvisionalFinishSummary } from './offline/outbox';
export type { OutboxStatus } from './offline/outbox-engine';
export { failedWith, failedWithReason, errorMessage, httpErrorMessage, isApiError, isNotFound, type ApiError } from './api/errors';
export {
  catalogApi,
  CUSTOM_EXERCISE_ERRORS,
  DICTIONARY_ERRORS,
  useGetDictionaryExercisesQuery,
  useGetCustomExercisesQuery,
  useGetCustomExerciseUsageQuery,
  useCreateCustomExerciseMutation,
  useUpdateCustomExerciseMutation,
  useDeleteCustomExerciseMutation,
  type CustomExerciseRename,
} from './api/catalog-api';
export { useExerciseCatalog, type ExerciseCatalog } from './api/use-exercise-catalog';
export { profileApi, PROFILE_ERRORS, useGetProfileQuery, useUpdateProfileMutation, useProfile, useWeightUnit, type ProfileState } from './api/profile-api';
export { invitesApi, MY_INVITES_ERROR, INVITES_POLL_MS, useGetMyInvitesQuery, usePendingInviteCount } from './api/invites-api';
export { returningLifterApi, useReturningLifter, greeting } from './api/returning-lifter';
export { programNextApi, programNextLine, useProgramNext } from './api/program-next';

export {
  rootReducer,
  createLiftbookStore,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type RootState,
  type AppDispatch,
  type LiftbookStore,
} from './store/store';

export { Button, type ButtonProps } from './ui/button';
export { PageHeader } from './ui/page-header';
export { AreaNotFound, routeId } from './ui/area-not-found';
export { Field, type FieldProps } from './ui/field';
export { ErrorBanner, EmptyState, LoadingState, type ErrorBannerProps, type EmptyStateProps } from './ui/states';
export { WaitingChangesNote, waitingChangesText } from './ui/waiting-changes-note';
export { Modal, ConfirmDialog, type ModalProps, type ConfirmDialogProps } from './ui/modal';
export { Badge, type BadgeProps, type BadgeTone } from './ui/badge';
export { FormFailure } from './ui/form-failure';
export { LiveAnnouncer, announce } from './ui/live-announcer';
export { ProgressBar, type ProgressBarProps } from './ui/progress-bar';
export { ExerciseSummaryList, type ExerciseSummaryListProps } from './ui/exercise-summary-list';

export * from './paths';
export { browserStorage } from './storage';

export * from './format';
