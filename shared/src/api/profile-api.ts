// The signed-in lifter's profile (internal id, name, email). Groups need the id to show creator
// and admin controls; My Invites shows it so a lifter can share it. Defined once, here.
import type { UserProfile } from '../contract';
import { api } from './api';
import { errorMessage, failedWith } from './errors';

/** Spec §8, profile. */
export const PROFILE_ERRORS = {
  fetch: 'Failed to fetch user profile',
} as const;

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile, void>({
      query: () => '/user/profile',
      transformErrorResponse: failedWith(PROFILE_ERRORS.fetch),
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;

export interface ProfileState {
  profile: UserProfile | undefined;
  loading: boolean;
  /** "Failed to fetch user profile", or null. */
  error: string | null;
  retry: () => void;
}

/** The signed-in lifter's profile, loaded once and shared by every area. */
export function useProfile(): ProfileState {
  const query = useGetProfileQuery();
  return {
    profile: query.data,
    loading: query.isLoading,
    error: errorMessage(query.error, PROFILE_ERRORS.fetch),
    retry: () => void query.refetch(),
  };
}
