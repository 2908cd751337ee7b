import { emptyRoutineForm, newExerciseForm } from './routine-form';
import { parseRoutineDraft, routineDraftKey, typedContent } from './routine-draft';

let key = 0;
const nextKey = () => (key += 1);

const typed = () => {
  const form = emptyRoutineForm(nextKey, 'kg');
  form.name = 'Push A';
  form.exercises[0] = {
    ...form.exercises[0]!,
    name: 'Bench Press',
    rule: 'double',
    increment: '2.5',
    sets: [{ ...form.exercises[0]!.sets[0]!, repsMin: '5', repsMax: '8' }],
  };
  form.exercises.push({ ...newExerciseForm(nextKey, 'kg'), id: 7, name: 'Cable Fly', supersetWithNext: true });
  return form;
};

it('keys: one per routine, 0 for a new one', () => {
  expect(routineDraftKey(12)).toBe('liftbook.draft.v1.routine.12');
  expect(routineDraftKey(null)).toBe('liftbook.draft.v1.routine.0');
});

it('a stored form comes back as typed, with fresh keys', () => {
  const form = typed();
  const back = parseRoutineDraft(JSON.parse(JSON.stringify(form)), nextKey);
  expect(back).not.toBeNull();
  expect(typedContent(back!)).toBe(typedContent(form));
  expect(back!.exercises[0]!.key).not.toBe(form.exercises[0]!.key);
  expect(back!.exercises[0]!.sets[0]!.key).not.toBe(form.exercises[0]!.sets[0]!.key);
});

it.each([
  ['not an object', 'Push A'],
  ['no exercises', { name: 'Push A' }],
  ['a number for a name', { name: 3, exercises: [] }],
  ['an unknown type', { ...typed(), exercises: [{ ...typed().exercises[0]!, type: 'cardio' }] }],
  ['an unknown rule', { ...typed(), exercises: [{ ...typed().exercises[0]!, rule: 'wave' }] }],
  ['a set of another kind', { ...typed(), exercises: [{ ...typed().exercises[0]!, sets: [{ ...typed().exercises[0]!.sets[0]!, kind: 'drop' }] }] }],
  ['a number where text is typed', { ...typed(), exercises: [{ ...typed().exercises[0]!, sets: [{ ...typed().exercises[0]!.sets[0]!, repsMin: 5 }] }] }],
  ['an id that is not a routine exercise id', { ...typed(), exercises: [{ ...typed().exercises[0]!, id: 'x' }] }],
])('%s reads as no draft', (_case, raw) => {
  expect(parseRoutineDraft(raw, nextKey)).toBeNull();
});

it('typedContent: the same typing compares equal whatever the keys', () => {
  const a = emptyRoutineForm(nextKey, 'kg');
  const b = emptyRoutineForm(nextKey, 'kg');
  expect(typedContent(a)).toBe(typedContent(b));
  expect(typedContent({ ...b, name: 'x' })).not.toBe(typedContent(a));
});
