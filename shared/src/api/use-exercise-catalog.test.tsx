import { makeCustomExercise, makeDictionaryExercise, renderArea, type MockReply } from '../testing';
import { screen, waitFor } from '@testing-library/react';
import { useExerciseCatalog } from './use-exercise-catalog';

// What a screen makes of the catalog: its names, "Loading..." on the first load, the failure with Retry.
function CatalogProbe() {
  const { dictionary, custom, loading, error, retry } = useExerciseCatalog();
  if (loading) return <p>Loading...</p>;
  return (
    <div>
      {error ? (
        <p role="alert">
          {error}{' '}
          <button type="button" onClick={retry}>
            Retry
          </button>
        </p>
      ) : null}
      <p>{[...dictionary, ...custom].map((e) => e.name).join(', ') || 'none'}</p>
    </div>
  );
}

const bench = makeDictionaryExercise({ name: 'Bench Press' });
const carry = makeCustomExercise({ name: 'Zercher Carry' });

/** A reply that fails until `ok` is called. */
function failingUntilOk(body: unknown) {
  let ok = false;
  return { reply: (): MockReply => (ok ? { body } : { status: 500 }), ok: () => (ok = true) };
}

it('gives both lists once loaded, and is loading until both are', async () => {
  renderArea(<CatalogProbe />, { api: { 'GET /api/dictionary_exercises': { body: [bench] }, 'GET /api/custom_exercises': { body: [carry] } } });
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByText('Bench Press, Zercher Carry')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it.each([
  ['the dictionary', 'GET /api/dictionary_exercises', 'Could not load the exercise dictionary', 'Zercher Carry'],
  ['the custom exercises', 'GET /api/custom_exercises', 'Failed to fetch exercises', 'Bench Press'],
])('says which list failed (%s), keeps the other, and Retry loads it again', async (_list, failing, message, kept) => {
  const flaky = failingUntilOk(failing.includes('dictionary') ? [bench] : [carry]);
  const { user } = renderArea(<CatalogProbe />, {
    api: {
      'GET /api/dictionary_exercises': { body: [bench] },
      'GET /api/custom_exercises': { body: [carry] },
      [failing]: flaky.reply,
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByText(kept)).toBeInTheDocument();
  flaky.ok();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(screen.getByText('Bench Press, Zercher Carry')).toBeInTheDocument();
});
