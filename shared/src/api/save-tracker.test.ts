import { act, renderHook } from '@testing-library/react';
import { beginSave, isSaving, trackSave, useSaving, whenSaved } from './save-tracker';

describe('save tracker', () => {
  it('is saving while any save runs; ending twice counts once', () => {
    const first = beginSave();
    const second = beginSave();
    first();
    first();
    expect(isSaving()).toBe(true);
    second();
    expect(isSaving()).toBe(false);
  });

  it('trackSave ends the save whether the work succeeds or fails', async () => {
    await expect(trackSave(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(isSaving()).toBe(false);
    expect(await trackSave(async () => 7)).toBe(7);
    expect(isSaving()).toBe(false);
  });

  it('whenSaved resolves once the last save ends (at once when none runs)', async () => {
    await whenSaved();
    const end = beginSave();
    let done = false;
    const waiting = whenSaved().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    end();
    await waiting;
    expect(done).toBe(true);
  });

  it('warns before the page is left only while a save runs', () => {
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    const end = beginSave();
    expect(leave()).toBe(true);
    end();
    expect(leave()).toBe(false);
  });

  it('useSaving re-renders when a save starts and ends', () => {
    const { result } = renderHook(() => useSaving());
    expect(result.current).toBe(false);
    let end = () => {};
    act(() => {
      end = beginSave();
    });
    expect(result.current).toBe(true);
    act(() => end());
    expect(result.current).toBe(false);
  });
});
