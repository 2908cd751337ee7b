// Route schemas and the contract's types (shared/src/contract, what the web client reads) cannot
// drift: each check below is a compile-time assertion, so `tsc` (and this test file, compiled by
// jest) fails the moment a response schema and its contract type disagree on a field, its type,
// whether it is required or whether it may be null.
import type {
  CalendarExercise,
  CustomExercise,
  DictionaryExercise,
  Exercise,
  ExerciseSummary,
  FinishSummary,
  Goal,
  GoalProgress,
  GoalWithProgress,
  Group,
  GroupInvite,
  GroupMember,
  ImportConflictBody,
  ImportRecord,
  ImportUndoResult,
  PersonalRecords,
  Program,
  ProgramNext,
  ProgressPoint,
  RoutineExercise,
  RoutineListItem,
  RoutineSet,
  Session,
  SessionListItem,
  WorkoutSet,
  WorkoutRecord,
  WorkoutComment,
  CheerState,
  BoardMember,
  WeeklyBoard,
} from '@liftbook/shared/contract';
import type { boardMemberSchema, weeklyBoardSchema } from '../modules/board/schemas.js';
import type { cheerStateSchema, commentSchema, recordSchema } from '../modules/feed/schemas.js';
import type { customExerciseSchema } from '../modules/custom-exercises/schemas.js';
import type { dictionaryExerciseSchema } from '../modules/dictionary/schemas.js';
import type { calendarExerciseSchema, exerciseSchema, exerciseSummarySchema } from '../modules/exercises/schemas.js';
import type { finishSummarySchema } from '../modules/finish/schemas.js';
import type { programNextSchema, programSchema } from '../modules/programs/schemas.js';
import type { goalProgressSchema, goalSchema, goalWithProgressSchema } from '../modules/goals/schemas.js';
import type { groupInviteSchema, groupMemberSchema, groupSchema } from '../modules/groups/schemas.js';
import type { importConflictSchema, importRecordSchema, undoResultSchema } from '../modules/imports/schemas.js';
import type { personalRecordsSchema, progressPointSchema } from '../modules/progress/schemas.js';
import type { routineExerciseSchema, routineListItemSchema, routineSetSchema } from '../modules/routines/schemas.js';
import type { sessionListItemSchema, sessionSchema } from '../modules/sessions/schemas.js';
import type { setSchema } from '../modules/sets/schemas.js';
import type { Agree, FromSchema } from './schema-type.js';

/** Compiles only when its argument is `true`. */
const agree = <T extends true>(name: string, ..._proof: T[]): string => name;

const checks = [
  agree<Agree<FromSchema<typeof sessionSchema>, Session>>('Session'),
  agree<Agree<FromSchema<typeof sessionListItemSchema>, SessionListItem>>('SessionListItem'),
  agree<Agree<FromSchema<typeof exerciseSchema>, Exercise>>('Exercise'),
  agree<Agree<FromSchema<typeof setSchema>, WorkoutSet>>('WorkoutSet'),
  agree<Agree<FromSchema<typeof exerciseSummarySchema>, ExerciseSummary>>('ExerciseSummary'),
  agree<Agree<FromSchema<typeof calendarExerciseSchema>, CalendarExercise>>('CalendarExercise'),
  agree<Agree<FromSchema<typeof dictionaryExerciseSchema>, DictionaryExercise>>('DictionaryExercise'),
  agree<Agree<FromSchema<typeof customExerciseSchema>, CustomExercise>>('CustomExercise'),
  agree<Agree<FromSchema<typeof goalSchema>, Goal>>('Goal'),
  agree<Agree<FromSchema<typeof goalProgressSchema>, GoalProgress>>('GoalProgress'),
  agree<Agree<FromSchema<typeof goalWithProgressSchema>, GoalWithProgress>>('GoalWithProgress'),
  agree<Agree<FromSchema<typeof progressPointSchema>, ProgressPoint>>('ProgressPoint'),
  agree<Agree<FromSchema<typeof personalRecordsSchema>, PersonalRecords>>('PersonalRecords'),
  agree<Agree<FromSchema<typeof groupSchema>, Group>>('Group'),
  agree<Agree<FromSchema<typeof groupMemberSchema>, GroupMember>>('GroupMember'),
  agree<Agree<FromSchema<typeof groupInviteSchema>, GroupInvite>>('GroupInvite'),
  agree<Agree<FromSchema<typeof importRecordSchema>, ImportRecord>>('ImportRecord'),
  agree<Agree<FromSchema<typeof importConflictSchema>, ImportConflictBody>>('ImportConflictBody'),
  agree<Agree<FromSchema<typeof undoResultSchema>, ImportUndoResult>>('ImportUndoResult'),
  agree<Agree<FromSchema<typeof finishSummarySchema>, FinishSummary>>('FinishSummary'),
  agree<Agree<FromSchema<typeof programSchema>, Program>>('Program'),
  agree<Agree<FromSchema<typeof programNextSchema>, ProgramNext | null>>('ProgramNext'),
  agree<Agree<FromSchema<typeof routineListItemSchema>, RoutineListItem>>('RoutineListItem'),
  agree<Agree<FromSchema<typeof routineSetSchema>, RoutineSet>>('RoutineSet'),
  // The rule is a union by kind, which the schema (one object, checked further in routines/schemas.ts) cannot spell.
  agree<Agree<Omit<FromSchema<typeof routineExerciseSchema>, 'progression'>, Omit<RoutineExercise, 'progression'>>>('RoutineExercise'),
  agree<Agree<FromSchema<typeof recordSchema>, WorkoutRecord>>('WorkoutRecord'),
  agree<Agree<FromSchema<typeof commentSchema>, WorkoutComment>>('WorkoutComment'),
  agree<Agree<FromSchema<typeof cheerStateSchema>, CheerState>>('CheerState'),
  // This week's board (issue 31).
  agree<Agree<FromSchema<typeof weeklyBoardSchema>, WeeklyBoard>>('WeeklyBoard'),
  agree<Agree<FromSchema<typeof boardMemberSchema>, BoardMember>>('BoardMember'),
];

test('every response schema agrees with its contract type (checked by the compiler)', () => {
  expect(checks).toHaveLength(30);
});

// The checker itself must be able to fail: a schema with a field of another type, a missing
// required field or a wrongly nullable one does not agree.
const _drift = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } } } as const;
const disagreements: [false, false, false, true] = [
  false as Agree<FromSchema<typeof _drift>, { id: number; name: string }>,
  false as Agree<FromSchema<typeof _drift>, { id: string; name: string | null }>,
  false as Agree<FromSchema<typeof _drift>, { id: number; name?: string | null }>,
  true as Agree<FromSchema<typeof _drift>, { id: number; name: string | null }>,
];
test('the checker tells disagreement from agreement', () => {
  expect(disagreements).toEqual([false, false, false, true]);
});
