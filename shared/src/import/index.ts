// Reading other apps' exports (Strong, Hevy, FitNotes) into one normalised ImportPlan: pure,
// no React and no I/O, so the page's Web Worker and the api's tests read files the same way.
export * from './import-plan';
export { parseImportText, guessDelimiter } from './parse-import';
export { checkImportFileSize, EXPECTED_HEADERS } from './check-size';
export { inferExerciseType, toImportWorkoutInput } from './to-import-input';
