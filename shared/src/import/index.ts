// Reading other apps' exports (Strong, Hevy, FitNotes) and Liftbook's own into one normalised ImportPlan: pure,
// no React and no I/O, so the page's Web Worker and the api's tests read files the same way.
export * from './import-plan';
export { parseImportText, streamImportText, guessDelimiter, type OpenRowSink } from './parse-import';
export { PlanBuilder, type RowSink } from './build-plan';
export { PlanSurvey, surveyPlan, type Survey } from './survey';
export { checkImportFileSize, EXPECTED_HEADERS } from './check-size';
export { LIFTBOOK_FORMAT, LIFTBOOK_VERSION } from './liftbook';
export { inferExerciseType, toImportWorkoutInput } from './to-import-input';
export * from './unit-inference';
export * from './exercise-names';
