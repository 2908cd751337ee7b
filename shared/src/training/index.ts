// @liftbook/shared/training: progression and the built-in programs (issue 30). React-free and
// I/O-free, so the api runs it at Finish (built into its dist, tools/bin/build-node.cjs) and a page
// may run the same rules to preview them.
export { CYCLE_WEEKS, TRAINING_MAX_WEEKS, loadable, progress, targetWeight, weightIn } from './progression';
export type { LoggedSet, ProgressionResult, ProgressionState, TargetSet } from './progression';
export { builtInProgram, describeWorkingSets, PROGRAM_ROUTINES_MAX, PROGRAM_WEIGHT_MAX, PROGRAMS, PROGRAMS_MAX } from './programs';
export type { BuiltInProgram, ProgramKey, ProgramStart } from './programs';
export { startedPlannedSets, startedWeight } from './started-plan';
