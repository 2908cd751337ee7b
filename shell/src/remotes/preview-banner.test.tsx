import '@liftbook/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewBanner } from './preview-banner';
import { createRemoteLoader } from './remote-loader';
import { RemoteLoaderContext } from './remote-loader-context';
import { PREVIEW_STORAGE_KEY } from './preview-override';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

it('says which remote is overridden and clears it in one click', async () => {
  const data = new Map<string, string>([
    [PREVIEW_STORAGE_KEY, JSON.stringify({ remote: 'mf_goals', manifestUrl: 'https://preview.liftbook.app/mf-manifest.json' })],
  ]);
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({
      remotes: { mf_sessions: 'http://a/m.json', mf_progress: 'http://a/m.json', mf_goals: 'http://a/m.json', mf_groups: 'http://a/m.json' },
      previewOrigins: ['https://preview.liftbook.app'],
    }),
  }));
  const loader = createRemoteLoader({ storage });
  const reload = jest.fn();
  render(
    <RemoteLoaderContext.Provider value={loader}>
      <PreviewBanner reload={reload} />
    </RemoteLoaderContext.Provider>,
  );
  act(() => loader.prefetchConfig());
  expect(await screen.findByText('Preview: mf_goals is loaded from https://preview.liftbook.app/mf-manifest.json')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear preview' }));
  expect(data.has(PREVIEW_STORAGE_KEY)).toBe(false);
  expect(reload).toHaveBeenCalled();
});
