import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { isRecord } from '../domain/drafts/draft-store';
import { hideTab, plantDraft, resetDrafts, storedDraft } from '../testing/drafts';
import { useDraft } from './use-draft';

const KEY = 'liftbook.draft.v1.quicklog.7';
const OTHER = 'liftbook.draft.v1.quicklog.8';
const validate = (raw: unknown) => (isRecord(raw) && typeof raw.text === 'string' ? { text: raw.text } : null);

function Note({ draftKey = KEY, debounceMs }: { draftKey?: string; debounceMs?: number }) {
  const [value, setValue, clear, restored] = useDraft(draftKey, { text: '' }, validate, debounceMs === undefined ? {} : { debounceMs });
  return (
    <div>
      <textarea aria-label="Note" value={value.text} onChange={(e) => setValue({ text: e.target.value })} />
      <button onClick={clear}>Clear</button>
      {restored ? <p>restored</p> : null}
    </div>
  );
}

const note = () => screen.getByRole('textbox', { name: 'Note' });
const type = (text: string) => fireEvent.change(note(), { target: { value: text } });

beforeEach(() => {
  resetDrafts();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useDraft', () => {
  it('starts from the initial value when there is no draft, and saves nothing until something is typed', () => {
    render(<Note />);
    expect(note()).toHaveValue('');
    expect(screen.queryByText('restored')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(storedDraft(KEY)).toBeUndefined();
  });

  it('saves 300 ms after typing stops, and restores on the next mount', () => {
    const { unmount } = render(<Note />);
    type('Bench');
    act(() => jest.advanceTimersByTime(200));
    type('Bench 3x8');
    act(() => jest.advanceTimersByTime(200));
    expect(storedDraft(KEY)).toBeUndefined();
    act(() => jest.advanceTimersByTime(100));
    expect(storedDraft(KEY)).toEqual({ text: 'Bench 3x8' });
    unmount();
    render(<Note />);
    expect(note()).toHaveValue('Bench 3x8');
    expect(screen.getByText('restored')).toBeInTheDocument();
  });

  it.each([
    ['the tab is hidden', () => hideTab()],
    ['the page is left', () => window.dispatchEvent(new Event('pagehide'))],
  ])('saves at once when %s', (_case, leave) => {
    render(<Note />);
    type('Squat 5x5');
    act(leave);
    expect(storedDraft(KEY)).toEqual({ text: 'Squat 5x5' });
  });

  it('saves what is pending when unmounted before the delay', () => {
    const { unmount } = render(<Note />);
    type('Row 3x10');
    unmount();
    expect(storedDraft(KEY)).toEqual({ text: 'Row 3x10' });
  });

  it('clear empties the value and removes the draft, pending save included', () => {
    plantDraft(KEY, { text: 'old' });
    render(<Note />);
    type('newer');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(note()).toHaveValue('');
    expect(screen.queryByText('restored')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(storedDraft(KEY)).toBeUndefined();
  });

  it('removes the draft when the value goes back to the initial one', () => {
    render(<Note debounceMs={0} />);
    type('a');
    expect(storedDraft(KEY)).toEqual({ text: 'a' });
    type('');
    expect(storedDraft(KEY)).toBeUndefined();
  });

  it.each([
    ['not JSON', () => localStorage.setItem(KEY, '{"v":1,')],
    ['a value of the wrong shape', () => plantDraft(KEY, { text: 42 })],
    ['another version', () => localStorage.setItem(KEY, JSON.stringify({ v: 99, savedAt: Date.now(), value: { text: 'x' } }))],
    ['a draft 8 days old', () => plantDraft(KEY, { text: 'old' }, Date.now() - 8 * 24 * 3600_000)],
  ])('ignores %s and starts empty', (_case, plant) => {
    plant();
    render(<Note />);
    expect(note()).toHaveValue('');
    expect(screen.queryByText('restored')).not.toBeInTheDocument();
  });

  it('keeps the draft in memory for this page when localStorage refuses writes', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { unmount } = render(<Note />);
    type('Dips 3x12');
    expect(() => unmount()).not.toThrow();
    render(<Note />);
    expect(note()).toHaveValue('Dips 3x12');
  });

  it('switches to the other key’s draft when the key changes, saving the first one', () => {
    plantDraft(OTHER, { text: 'session 8' });
    function Switcher() {
      const [key, setKey] = useState(KEY);
      return (
        <>
          <Note draftKey={key} />
          <button onClick={() => setKey(OTHER)}>Other</button>
        </>
      );
    }
    render(<Switcher />);
    type('session 7');
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(note()).toHaveValue('session 8');
    expect(storedDraft(KEY)).toEqual({ text: 'session 7' });
  });
});
