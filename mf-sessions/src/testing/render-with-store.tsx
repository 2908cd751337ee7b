// Test helper (never imported by app code): renders a piece of this remote as the shell would
// host it, with a fresh store and a signed-in lifter whose calls carry a token.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createLiftbookStore, createStaticAuthPort, provideAuthPort } from '@liftbook/shared';

export function renderWithStore(ui: ReactElement) {
  provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' }, 'tok'));
  return render(<Provider store={createLiftbookStore()}>{ui}</Provider>);
}
