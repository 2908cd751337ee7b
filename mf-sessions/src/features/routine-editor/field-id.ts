// A form field's element id from its path ("exercises.0.sets.1.reps"): the editor focuses the
// first field a message names.
export const fieldId = (path: string): string => `routine-${path.replace(/\./g, '-')}`;
