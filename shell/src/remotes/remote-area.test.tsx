import '@liftbook/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '@liftbook/shared/contract';
import { RemoteArea } from './remote-area';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { RemoteLoaderContext } from './remote-loader-context';
import { PREVIEW_STORAGE_KEY } from './preview-override';

// The Module Federation runtime, mocked at the module boundary.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const CONFIG: RemotesConfig = {
  remotes: {
    mf_sessions: 'http://localhost:8081/mf-manifest.json',
    mf_progress: 'http://localhost:8082/mf-manifest.json',
    mf_goals: 'http://localhost:8083/mf-manifest.json',
    mf_groups: 'http://localhost:8084/mf-manifest.json',
  },
  previewOrigins: ['https://preview.liftbook.app'],
};

function serveConfig(config: unknown = CONFIG, status = 200) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, json: async () => config }));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return fetchMock;
}

function GoalsArea() {
  return <h1>Goals</h1>;
}

function renderArea(loader: RemoteLoader) {
  return render(
    <RemoteLoaderContext.Provider value={loader}>
      <RemoteArea remote="mf_goals" module="./GoalsArea" label="Goals" />
    </RemoteLoaderContext.Provider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteArea', () => {
  it('registers the remote on first visit and renders its area', async () => {
    serveConfig();
    mockedLoadRemote.mockResolvedValue({ default: GoalsArea });
    renderArea(createRemoteLoader());
    expect(screen.getByRole('status')).toHaveTextContent('Opening Goals...');
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mf_goals', entry: CONFIG.remotes.mf_goals }], { force: false });
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_goals/GoalsArea');
  });

  it('shows a fallback when the remote is down, and Retry re-registers it (force) and loads it', async () => {
    serveConfig();
    mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce({ default: GoalsArea });
    renderArea(createRemoteLoader());
    expect(await screen.findByRole('heading', { name: 'This area could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(/Goals is not available right now/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenCalledTimes(2);
    // The second registration forces the runtime to forget the failed attempt.
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'mf_goals', entry: CONFIG.remotes.mf_goals }], { force: true });
  });

  it('shows the fallback when the module has no component', async () => {
    serveConfig();
    mockedLoadRemote.mockResolvedValue(null);
    renderArea(createRemoteLoader());
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offers Retry when the remote is too slow', async () => {
    serveConfig();
    mockedLoadRemote.mockReturnValue(new Promise(() => {}));
    renderArea(createRemoteLoader({ timeoutMs: 20 }));
    expect(await screen.findByRole('heading', { name: 'This area could not be loaded' })).toBeInTheDocument();
  });

  it('offers Retry when /remotes.json fails, and fetches it again on Retry', async () => {
    const fetchMock = serveConfig({}, 503);
    mockedLoadRemote.mockResolvedValue({ default: GoalsArea });
    renderArea(createRemoteLoader());
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    serveConfig();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
  });

  it('keeps a crash inside the area (error boundary) and Retry re-renders it', async () => {
    serveConfig();
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <h1>Goals</h1>;
    }
    mockedLoadRemote.mockResolvedValue({ default: Flaky });
    renderArea(createRemoteLoader());
    expect(await screen.findByRole('heading', { name: 'This area could not be loaded' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
  });
});

describe('preview override in the loader', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
      data,
    };
  }

  it('takes ?preview= off the URL into storage and registers the preview manifest when allowed', async () => {
    serveConfig();
    mockedLoadRemote.mockResolvedValue({ default: GoalsArea });
    const storage = memoryStorage();
    const loader = createRemoteLoader({ storage });
    const clean = loader.capturePreviewParam('https://liftbook.app/goals?preview=mf_goals%3Dhttps%3A%2F%2Fpreview.liftbook.app%2Fpr-7%2Fmf-manifest.json&x=1');
    expect(clean).toBe('https://liftbook.app/goals?x=1');
    expect(JSON.parse(storage.data.get(PREVIEW_STORAGE_KEY)!)).toEqual({
      remote: 'mf_goals',
      manifestUrl: 'https://preview.liftbook.app/pr-7/mf-manifest.json',
    });
    await act(() => loader.load('mf_goals', './GoalsArea'));
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mf_goals', entry: 'https://preview.liftbook.app/pr-7/mf-manifest.json' }], { force: false });
    expect(loader.getState().preview).toMatchObject({ accepted: true, remote: 'mf_goals' });
  });

  it('refuses a preview from an origin not on the allow-list', async () => {
    serveConfig();
    mockedLoadRemote.mockResolvedValue({ default: GoalsArea });
    const storage = memoryStorage({ [PREVIEW_STORAGE_KEY]: JSON.stringify({ remote: 'mf_goals', manifestUrl: 'https://evil.test/mf-manifest.json' }) });
    const loader = createRemoteLoader({ storage });
    await loader.load('mf_goals', './GoalsArea');
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mf_goals', entry: CONFIG.remotes.mf_goals }], { force: false });
    expect(loader.getState().preview).toMatchObject({ accepted: false });
  });

  it('?preview=clear forgets the override', () => {
    const storage = memoryStorage({ [PREVIEW_STORAGE_KEY]: '{}' });
    createRemoteLoader({ storage }).capturePreviewParam('https://liftbook.app/?preview=clear');
    expect(storage.data.has(PREVIEW_STORAGE_KEY)).toBe(false);
  });
});
