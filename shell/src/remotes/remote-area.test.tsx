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

/** A remote's mf-manifest.json as the build writes it (only what the shell reads). */
function manifest(sharedVersion = '0.1.0', extra: Record<string, unknown> = {}) {
  return {
    metaData: {
      globalName: 'mf_goals',
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      buildInfo: { name: '@liftbook/mf-goals', version: '0.1.0', buildId: 'abc', ...(sharedVersion ? { sharedVersion } : {}) },
      ...extra,
    },
    exposes: [{ assets: { js: { sync: ['__federation_expose_GoalsArea.1234567890.js'], async: [] } } }],
    shared: [],
  };
}

type Answer = { status: number; body?: unknown; type?: string };
/** fetch answering /remotes.json with `config` and any manifest URL from `manifests` (else a valid one). */
function serveConfig(config: unknown = CONFIG, status = 200, manifests: Record<string, Answer> = {}) {
  const fetchMock = jest.fn(async (url: string) => {
    const answer: Answer = url === '/remotes.json' ? { status, body: config } : (manifests[url] ?? { status: 200, body: manifest() });
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, type: answer.type ?? 'cors', json: async () => answer.body };
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return fetchMock;
}

/** What the runtime is given for a remote whose manifest is at `manifestUrl`: its entry script. */
const registration = (manifestUrl: string) => [
  { name: 'mf_goals', entry: new URL('remoteEntry.js', manifestUrl).href, entryGlobalName: 'mf_goals', type: 'global' },
];

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
    expect(mockedRegister).toHaveBeenCalledWith(registration(CONFIG.remotes.mf_goals), { force: false });
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
    expect(mockedRegister).toHaveBeenLastCalledWith(registration(CONFIG.remotes.mf_goals), { force: true });
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

  it('shows "This area needs an update", not Retry, for a remote built against another major version of shared', async () => {
    serveConfig(CONFIG, 200, { [CONFIG.remotes.mf_goals]: { status: 200, body: manifest('1.0.0') } });
    mockedLoadRemote.mockResolvedValue({ default: GoalsArea });
    renderArea(createRemoteLoader());
    expect(await screen.findByRole('heading', { name: 'This area needs an update' })).toBeInTheDocument();
    expect(screen.getByText(/Goals was built for another version of Liftbook/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // Nothing of it ran: it was never registered nor loaded.
    expect(mockedRegister).not.toHaveBeenCalled();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('mounts a remote built against an older minor of shared, and refuses one that does not say', async () => {
    serveConfig(CONFIG, 200, { [CONFIG.remotes.mf_goals]: { status: 200, body: manifest('0.0.3') } });
    mockedLoadRemote.mockResolvedValue({ default: GoalsArea });
    const { unmount } = renderArea(createRemoteLoader());
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
    unmount();
    serveConfig(CONFIG, 200, { [CONFIG.remotes.mf_goals]: { status: 200, body: manifest('') } });
    renderArea(createRemoteLoader());
    expect(await screen.findByRole('heading', { name: 'This area needs an update' })).toBeInTheDocument();
  });

  it('offers Retry for a remote whose manifest names a script on another origin, and never registers it', async () => {
    const bad = manifest('0.1.0', { publicPath: 'https://cdn.elsewhere.test/' });
    serveConfig(CONFIG, 200, { [CONFIG.remotes.mf_goals]: { status: 200, body: bad } });
    renderArea(createRemoteLoader());
    expect(await screen.findByRole('heading', { name: 'This area could not be loaded' })).toBeInTheDocument();
    expect(mockedRegister).not.toHaveBeenCalled();
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
    expect(mockedRegister).toHaveBeenCalledWith(registration('https://preview.liftbook.app/pr-7/mf-manifest.json'), { force: false });
    expect(loader.getState().preview).toMatchObject({ accepted: true, remote: 'mf_goals' });
  });

  it('refuses a preview from an origin not on the allow-list', async () => {
    serveConfig();
    mockedLoadRemote.mockResolvedValue({ default: GoalsArea });
    const storage = memoryStorage({ [PREVIEW_STORAGE_KEY]: JSON.stringify({ remote: 'mf_goals', manifestUrl: 'https://evil.test/mf-manifest.json' }) });
    const loader = createRemoteLoader({ storage });
    await loader.load('mf_goals', './GoalsArea');
    expect(mockedRegister).toHaveBeenCalledWith(registration(CONFIG.remotes.mf_goals), { force: false });
    expect(loader.getState().preview).toMatchObject({ accepted: false });
  });

  it("drops a preview whose manifest redirects: the banner says why and the environment's own release is used", async () => {
    const previewUrl = 'https://preview.liftbook.app/pr-7/mf-manifest.json';
    const fetchMock = serveConfig(CONFIG, 200, { [previewUrl]: { status: 0, type: 'opaqueredirect' } });
    mockedLoadRemote.mockResolvedValue({ default: GoalsArea });
    const storage = memoryStorage({ [PREVIEW_STORAGE_KEY]: JSON.stringify({ remote: 'mf_goals', manifestUrl: previewUrl }) });
    const loader = createRemoteLoader({ storage });
    await loader.load('mf_goals', './GoalsArea');
    // Asked not to follow redirects, so nothing was fetched from wherever it pointed.
    expect(fetchMock).toHaveBeenCalledWith(previewUrl, expect.objectContaining({ redirect: 'manual' }));
    expect(mockedRegister).toHaveBeenCalledTimes(1);
    expect(mockedRegister).toHaveBeenCalledWith(registration(CONFIG.remotes.mf_goals), { force: false });
    expect(loader.getState().preview).toMatchObject({ accepted: false, reason: expect.stringContaining('redirects') });
    expect(loader.getState().entries?.mf_goals).toBe(CONFIG.remotes.mf_goals);
  });

  it('refuses every preview where remotes.json switches previews off', async () => {
    serveConfig({ ...CONFIG, previews: false });
    mockedLoadRemote.mockResolvedValue({ default: GoalsArea });
    const storage = memoryStorage({
      [PREVIEW_STORAGE_KEY]: JSON.stringify({ remote: 'mf_goals', manifestUrl: 'https://preview.liftbook.app/pr-7/mf-manifest.json' }),
    });
    const loader = createRemoteLoader({ storage });
    await loader.load('mf_goals', './GoalsArea');
    expect(mockedRegister).toHaveBeenCalledWith(registration(CONFIG.remotes.mf_goals), { force: false });
    expect(loader.getState().preview).toMatchObject({ accepted: false, reason: 'previews are switched off here' });
  });

  it('?preview=clear forgets the override', () => {
    const storage = memoryStorage({ [PREVIEW_STORAGE_KEY]: '{}' });
    createRemoteLoader({ storage }).capturePreviewParam('https://liftbook.app/?preview=clear');
    expect(storage.data.has(PREVIEW_STORAGE_KEY)).toBe(false);
  });
});
