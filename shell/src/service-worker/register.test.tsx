import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SW_MESSAGES } from './messages';

type RegisterModule = typeof import('./register');

/** A service worker as the page sees it: its state changes are the test's to make. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = jest.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = jest.fn(async () => undefined);
  /** A new version starts installing (the browser found a changed sw.js). */
  found(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

class FakeContainer extends EventTarget {
  readonly registration = new FakeRegistration();
  readonly register = jest.fn(async () => this.registration);
  constructor(public controller: object | null) {
    super();
  }
}

/** A fresh copy of register.ts (its state is per page) with a page `controlled` by a worker or not. */
async function page(controlled: boolean, waitingFromBefore = false) {
  let mod!: RegisterModule;
  jest.isolateModules(() => {
    jest.doMock('react', () => React); // the one React the test renders with
    mod = jest.requireActual<RegisterModule>('./register');
  });
  const sw = new FakeContainer(controlled ? {} : null);
  if (waitingFromBefore) sw.registration.waiting = Object.assign(new FakeWorker(), { state: 'installed' as ServiceWorkerState });
  const reload = jest.fn();
  mod.registerServiceWorker(sw as unknown as ServiceWorkerContainer, reload);
  await waitFor(() => expect(sw.register).toHaveBeenCalledWith(mod.SW_URL));
  return { mod, sw, reload };
}

/** A workout form with typed data, and the prompt as the strip shows it. */
function Screen({ mod }: { mod: RegisterModule }) {
  const ready = mod.useUpdateReady();
  return (
    <>
      <label>
        Reps <input />
      </label>
      {ready ? (
        <p role="status">
          A new version is ready{' '}
          <button type="button" onClick={mod.applyUpdate}>
            Reload
          </button>
        </p>
      ) : null}
    </>
  );
}

describe('a new version of the app', () => {
  const env = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = 'production'; // registration is off outside production builds
  });
  afterEach(() => {
    process.env.NODE_ENV = env;
  });

  it('the first worker of a page is no update: nothing is offered, nothing reloads', async () => {
    const { mod, sw, reload } = await page(false);
    render(<Screen mod={mod} />);
    const first = sw.registration.found();
    act(() => first.become('installed'));
    act(() => first.become('activated'));
    sw.controller = {};
    act(() => void sw.dispatchEvent(new Event('controllerchange')));
    expect(screen.queryByText(/A new version is ready/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits while a form holds typed data; only Reload swaps versions, then the page reloads', async () => {
    const { mod, sw, reload } = await page(true);
    render(<Screen mod={mod} />);
    await userEvent.type(screen.getByLabelText('Reps'), '8');
    const next = sw.registration.found();
    expect(screen.queryByText(/A new version is ready/)).not.toBeInTheDocument(); // still installing
    act(() => next.become('installed'));
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready');
    // Nothing happens by itself: the typed reps stay, the worker waits, the page stays.
    expect(screen.getByLabelText('Reps')).toHaveValue('8');
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(next.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.skipWaiting });
    expect(reload).not.toHaveBeenCalled(); // not before the new worker has taken the page
    act(() => void sw.dispatchEvent(new Event('controllerchange')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a version that finished installing during an earlier visit is offered at once', async () => {
    const { mod } = await page(true, true);
    render(<Screen mod={mod} />);
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready');
  });

  it('a tab brought back to the front asks whether a new version was released', async () => {
    const { sw } = await page(true);
    await waitFor(() => expect(sw.register).toHaveBeenCalled());
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sw.registration.update).toHaveBeenCalled();
  });
});
