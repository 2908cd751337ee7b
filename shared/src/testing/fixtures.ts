// Typed fixtures for every contract entity: a valid value with readable defaults, and overrides
// for what a test is about (`makeGoal({ status: 'paused' })`). Ids count up per call so two
// fixtures never collide by accident. Never imported by app code.
import type {
  CalendarExercise,
  CalendarSession,
  CustomExercise,
  DictionaryExercise,
  Exercise,
  Goal,
  GoalProgress,
  GoalWithProgress,
  Group,
  GroupInvite,
  GroupMember,
  Invite,
  MemberSession,
  MemberSessionExercise,
  PersonalRecords,
  ProgressPoint,
  Session,
  UserProfile,
  WorkoutSet,
} from '../contract';

let nextId = 1000;
const id = () => (nextId += 1);
const CREATED = '2026-11-01T09:00:00.000Z';

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return { id: 7, name: 'Ana Lifter', email: 'ana@example.com', weight_unit: 'lbs', ...overrides };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return { id: id(), session_date: '2026-11-20T00:00:00.000Z', session_type: 'push', notes: null, created_at: CREATED, updated_at: CREATED, ...overrides };
}

/** An exercise of a calendar session: 2 sets of 135 lbs × 8 unless told otherwise. */
export function makeCalendarExercise(overrides: Partial<CalendarExercise> = {}): CalendarExercise {
  return { id: id(), name: 'Bench Press', variation: null, type: 'weighted', set_count: 2, volume_lbs: 2160, ...overrides };
}

/** A session as the calendar answers it: its exercises as summaries with their volume. */
export function makeCalendarSession(overrides: Partial<CalendarSession> = {}): CalendarSession {
  const session = makeSession(overrides);
  return { ...session, exercises: overrides.exercises ?? [makeCalendarExercise()] };
}

export function makeSet(overrides: Partial<WorkoutSet> = {}): WorkoutSet {
  return {
    id: id(),
    set_number: 1,
    weight: 135,
    weight_unit: 'lbs',
    reps: 8,
    duration: null,
    notes: null,
    kind: 'normal',
    rpe: null,
    distance: null,
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

export function makeExercise(overrides: Partial<Exercise> = {}): Exercise {
  return {
    id: id(),
    session_id: 1,
    name: 'Bench Press',
    variation: null,
    notes: null,
    type: 'weighted',
    dictionary_exercise_id: 1,
    position: 0,
    sets: [],
    planned_sets: [],
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

export function makeDictionaryExercise(overrides: Partial<DictionaryExercise> = {}): DictionaryExercise {
  return { id: id(), name: 'Bench Press', category: 'Chest', type: 'weighted', ...overrides };
}

export function makeCustomExercise(overrides: Partial<CustomExercise> = {}): CustomExercise {
  return { id: id(), name: 'Zercher Carry', user_id: 7, ...overrides };
}

export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: id(),
    exercise_name: 'Bench Press',
    current_weight: 135,
    current_reps: 5,
    target_weight: 185,
    target_reps: 5,
    target_date: '2027-03-01T00:00:00.000Z',
    status: 'active',
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

/** A goal with its progress, as GET /api/goals answers. */
export function makeGoalWithProgress(overrides: Partial<GoalWithProgress> = {}, progress: Partial<GoalProgress> = {}): GoalWithProgress {
  return { ...makeGoal(), progress: makeGoalProgress(progress), ...overrides };
}

export function makeGoalProgress(overrides: Partial<GoalProgress> = {}): GoalProgress {
  return {
    progress_percentage: 50,
    is_on_track: true,
    days_remaining: 98,
    current_weight: 160,
    current_reps: 5,
    target_weight: 185,
    target_reps: 5,
    breakdown: { strength: 50, volume: 50, strength_weight: 50, volume_weight: 50 },
    best_set_date: '2026-11-10T00:00:00.000Z',
    ...overrides,
  };
}

export function makeProgressPoint(overrides: Partial<ProgressPoint> = {}): ProgressPoint {
  return {
    date: '2026-11-20T00:00:00.000Z',
    max_weight: 185,
    max_reps: 8,
    total_volume: 4240,
    best_e1rm: 234.33,
    total_reps: 24,
    longest_duration: null,
    total_duration: null,
    type: 'weighted',
    ...overrides,
  };
}

export function makePersonalRecords(overrides: Partial<PersonalRecords> = {}): PersonalRecords {
  const date = '2026-11-20T00:00:00.000Z';
  return {
    heaviest_set: { weight: 225, reps: 3, date },
    best_e1rm: { e1rm: 247.5, weight: 225, reps: 3, date },
    most_reps: { reps: 12, weight: 135, date },
    best_session_volume: { volume: 4240, date },
    rep_maxes: Array.from({ length: 10 }, (_, i) => ({ reps: i + 1, weight: i < 3 ? 225 : i < 8 ? 185 : null, date: i < 8 ? date : null })),
    longest_duration: null,
    type: 'weighted',
    ...overrides,
  };
}

export function makeGroup(overrides: Partial<Group> = {}): Group {
  return { id: id(), name: 'Morning Crew', description: 'Early lifts, 6 am', created_by: 7, created_at: CREATED, updated_at: CREATED, ...overrides };
}

export function makeGroupMember(overrides: Partial<GroupMember> = {}): GroupMember {
  return { user_id: id(), name: 'Ben Lifter', email: 'ben@example.com', role: 'member', joined_at: CREATED, ...overrides };
}

export function makeInvite(overrides: Partial<Invite> = {}): Invite {
  return { id: id(), group_id: 1, group_name: 'Morning Crew', inviter_name: 'Ana Lifter', invited_by: 7, role: 'member', invited_at: CREATED, ...overrides };
}

export function makeGroupInvite(overrides: Partial<GroupInvite> = {}): GroupInvite {
  return {
    id: id(),
    group_id: 1,
    invited_user_id: null,
    invited_as: null,
    invited_by: 7,
    role: 'member',
    status: 'pending',
    invited_at: CREATED,
    expires_at: '2026-03-08T09:00:00.000Z',
    ...overrides,
  };
}

export function makeMemberSessionExercise(overrides: Partial<MemberSessionExercise> = {}): MemberSessionExercise {
  return { id: id(), name: 'Bench Press', variation: null, type: 'weighted', set_count: 3, sets: [], ...overrides };
}

/** A group member's session as the group sees it: exercises with set counts, no sets. */
export function makeMemberSession(overrides: Partial<MemberSession> = {}): MemberSession {
  const session = makeSession(overrides);
  return { ...session, exercises: overrides.exercises ?? [makeMemberSessionExercise()], records: overrides.records ?? [] };
}
