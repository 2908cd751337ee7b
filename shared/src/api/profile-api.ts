// The signed-in lifter's profile (internal id, name, email). Groups need the id to show creator
// and admin controls; My Invites shows it so a lifter can share it. Defined once, here.
import type { ProfileUpdateInput, UserProfile, WeightUnit } from '../contract';
import { DEFAULT_WEIGHT_UNIT } from '../set-rules';
import { api } from './api';
import { errorMessage, failedWith } from './errors';

/** docs/product.md §8, profile. */
export const PROFILE_ERRORS = {
  fetch: 'Failed to fetch user profile',
  update: 'Could not save the unit',
} as const;

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile, void>({
      query: () => '/user/profile',
      transformErrorResponse: failedWith(PROFILE_ERRORS.fetch),
      providesTags: ['Profile'],
    }),
    // The unit every number is shown in: what shows numbers redraws (the answers stay in lbs).
    updateProfile: build.mutation<UserProfile, ProfileUpdateInput>({
      query: (body) => ({ url: '/user/profile', method: 'PUT', body }),
      transformErrorResponse: failedWith(PROFILE_ERRORS.update),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
        } catch {
          // The failure reaches the caller through the mutation's result.
        }
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;

/** The lifter's unit (lbs until the profile says otherwise). */
export function useWeightUnit(): WeightUnit {
  return useGetProfileQuery().data?.weight_unit ?? DEFAULT_WEIGHT_UNIT;
}

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
