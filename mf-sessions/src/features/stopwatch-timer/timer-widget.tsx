// The session page's timer (docs/product.md §2 "Timer widget", §4, §5, §9): a stopwatch and a countdown,
// start / pause / reset, the countdown stops at 0. The clock arithmetic is domain/timer; this
// file only decides when to redraw and what a lifter between sets needs to see.
//
// Both clocks are saved (one timer for the whole app, `liftbook.timer.v1`) on every start, pause,
// reset and mode switch: the states are timestamps, so after a phone reloads the discarded tab a
// running rest timer is still running, and right.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styles from './timer-widget.module.css';
import { Button } from '@liftbook/shared';
import { TIMER_DRAFT_KEY, isRecord } from '../../domain/drafts/draft-store';
import { formatDuration } from '../../domain/sets/duration';
import {
  createTimer,
  formatTimer,
  parseTimerState,
  pause,
  refreshIntervalMs,
  reset,
  setCountdown,
  settle,
  start,
  timerStatus,
  type CountdownField,
  type TimerMode,
  type TimerState,
} from '../../domain/stopwatch-timer/stopwatch-timer';
import { useDraft } from '../../ui/use-draft';

/** Rest-timer lengths lifters use most, one tap each. */
const PRESETS_S = [60, 90, 120, 180, 300] as const;
const VIBRATION_PATTERN = [300, 150, 300, 150, 300];

const MODE_LABELS: Record<TimerMode, string> = { stopwatch: 'Stopwatch', countdown: 'Timer' };

export interface TimerWidgetProps {
  /** The clock; Date.now unless a test or story passes its own. */
  now?: () => number;
  /**
   * The session page's toolbar: a button ("Stopwatch and timer") that opens the widget in place,
   * drawn compact (digits and controls on one row), spanning the row of the grid it sits in. While
   * it is closed the button shows a running or finished clock. Otherwise the full widget, always open.
   */
  foldable?: boolean;
}

export const TIMER_TOGGLE_LABEL = 'Stopwatch and timer';

/** What is saved: the mode shown, both clocks, and whether a foldable widget was left open. */
interface SavedTimers {
  mode: TimerMode;
  timers: Record<TimerMode, TimerState>;
  /** Only when true, so a closed fresh widget saves nothing. */
  open?: true;
}

const freshTimers = (): SavedTimers => ({ mode: 'stopwatch', timers: { stopwatch: createTimer('stopwatch'), countdown: createTimer('countdown') } });

function parseSavedTimers(raw: unknown): SavedTimers | null {
  if (!isRecord(raw) || (raw.mode !== 'stopwatch' && raw.mode !== 'countdown') || !isRecord(raw.timers)) return null;
  const stopwatch = parseTimerState(raw.timers.stopwatch, 'stopwatch');
  const countdown = parseTimerState(raw.timers.countdown, 'countdown');
  return stopwatch && countdown ? { mode: raw.mode, timers: { stopwatch, countdown }, ...(raw.open === true ? { open: true } : {}) } : null;
}

function vibrate(): void {
  // Not on iOS Safari or desktops; the visual cue is the one that always shows.
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION_PATTERN);
}

/**
 * Each mode keeps its own timer, so a look at the stopwatch does not wipe a running rest timer
 * (domain/timer's switchMode resets; between sets that would lose the rest count).
 */
export function TimerWidget({ now: clock = Date.now, foldable = false }: TimerWidgetProps = {}) {
  const panelId = useId();
  const clockRef = useRef(clock);
  clockRef.current = clock;
  // Saved at once (no debounce): a tap on Start must survive a tab discarded a moment later. A
  // state equal to a fresh timer (both clocks reset, stopwatch shown, 5:00) removes the entry.
  const [saved, setSaved] = useDraft<SavedTimers>(TIMER_DRAFT_KEY, freshTimers, parseSavedTimers, { debounceMs: 0 });
  const { mode, timers } = saved;
  // Saved with the clocks: a lifter who left the timer open finds it open after a reload.
  const open = !foldable || saved.open === true;
  const setOpen = (next: boolean) => setSaved(({ open: _open, ...s }) => (next ? { ...s, open: true } : s));
  const setMode = (next: TimerMode) => setSaved((s) => (s.mode === next ? s : { ...s, mode: next }));
  const setTimers = useCallback(
    (next: (current: Record<TimerMode, TimerState>) => Record<TimerMode, TimerState>) =>
      setSaved((s) => {
        const timersNext = next(s.timers);
        return timersNext === s.timers ? s : { ...s, timers: timersNext };
      }),
    [setSaved],
  );
  const [now, setNow] = useState(() => clock());
  const initialCountdownS = timers.countdown.countdownMs / 1000;
  const [minutes, setMinutes] = useState(String(Math.floor(initialCountdownS / 60)));
  const [seconds, setSeconds] = useState(String(initialCountdownS % 60));
  const [errors, setErrors] = useState<Partial<Record<CountdownField, string>>>({});

  const anyRunning = timers.stopwatch.status === 'running' || timers.countdown.status === 'running';

  // Redraw while something runs: at the shown mode's rate (100 ms stopwatch, 200 ms countdown).
  // A running countdown that reaches 0 is settled here, which ends the redraws.
  const tick = useCallback(() => {
    const at = clockRef.current();
    setNow(at);
    setTimers((current) => {
      const settled = settle(current.countdown, at);
      return settled === current.countdown ? current : { ...current, countdown: settled };
    });
  }, [setTimers]);

  // Buzz once when the countdown runs out (not on every redraw of a finished one). A countdown
  // that ran out while the tab was gone starts as finished: no buzz for a rest long over.
  const countdownStatus = timerStatus(timers.countdown, now);
  const previousCountdownStatus = useRef(countdownStatus);
  useEffect(() => {
    if (previousCountdownStatus.current === 'running' && countdownStatus === 'finished') vibrate();
    previousCountdownStatus.current = countdownStatus;
  }, [countdownStatus]);

  useEffect(() => {
    if (!anyRunning) return undefined;
    const id = setInterval(tick, refreshIntervalMs(mode));
    return () => clearInterval(id);
  }, [anyRunning, mode, tick]);

  // Browsers throttle background tabs; redraw the moment the lifter comes back.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [tick]);

  const timer = timers[mode];
  const status = timerStatus(timer, now);
  const finished = status === 'finished';
  const countdownFinished = countdownStatus === 'finished';

  const update = (next: (state: TimerState, at: number) => TimerState) => {
    const at = clockRef.current();
    setNow(at);
    setTimers((current) => ({ ...current, [mode]: next(current[mode], at) }));
  };

  const applyCountdown = (m: string, s: string) => {
    const result = setCountdown(timers.countdown, m, s);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setMinutes(String(Number(m.trim() || '0')));
    setSeconds(String(Number(s.trim() || '0')));
    setTimers((current) => ({ ...current, countdown: result.state }));
    setNow(clockRef.current());
  };

  const onSubmitCountdown = (event: FormEvent) => {
    event.preventDefault();
    applyCountdown(minutes, seconds);
  };

  const countdownFields = [
    { field: 'minutes', label: 'Minutes', value: minutes, onChange: setMinutes },
    { field: 'seconds', label: 'Seconds', value: seconds, onChange: setSeconds },
  ] as const;
  const primaryLabel = status === 'running' ? 'Pause' : status === 'paused' ? 'Resume' : finished ? 'Restart' : 'Start';
  const countdownRunning = timers.countdown.status === 'running' && !countdownFinished;
  // What a closed widget's button shows: the clock that runs (or ran out), the one shown first.
  const glanceOrder: TimerMode[] = mode === 'stopwatch' ? ['stopwatch', 'countdown'] : ['countdown', 'stopwatch'];
  const glance = glanceOrder.find((m) => ['running', 'finished'].includes(timerStatus(timers[m], now)));
  const glanceDone = glance !== undefined && timerStatus(timers[glance], now) === 'finished';

  const widget = (
    <section
      id={panelId}
      hidden={!open}
      className={`lb-card ${styles.timer}${foldable ? ` ${styles.compact}` : ''}${finished ? ` ${styles.finished}` : ''}`}
      aria-label="Timer"
    >
      <div className={styles.modes} role="group" aria-label="Timer mode">
        {(['stopwatch', 'countdown'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={m === mode ? `${styles.mode} ${styles.modeActive}` : styles.mode}
            aria-pressed={m === mode}
            onClick={() => {
              setMode(m);
              setNow(clockRef.current());
            }}
          >
            {MODE_LABELS[m]}
            {m === 'countdown' && mode !== 'countdown' && countdownRunning ? (
              <span className={styles.dot} title="Running">
                <span className="lb-visually-hidden"> (running)</span>
              </span>
            ) : null}
            {m === 'countdown' && mode !== 'countdown' && countdownFinished ? (
              <span className={`${styles.dot} ${styles.dotDone}`} title="Time's up">
                <span className="lb-visually-hidden"> (time&apos;s up)</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>

      <div className={styles.display} role="timer" aria-live="off" aria-label={MODE_LABELS[mode]}>
        {formatTimer(timer, now)}
      </div>
      {/* The cue is announced once (polite) and shown in red; the digits themselves stay silent. */}
      <p className={styles.status} aria-live="polite">
        {finished ? <strong className={styles.done}>Time&apos;s up</strong> : status === 'paused' ? 'Paused' : null}
      </p>

      <div className={styles.controls}>
        <Button variant={status === 'running' ? 'secondary' : 'primary'} onClick={() => update(status === 'running' ? pause : start)}>
          {primaryLabel}
        </Button>
        <Button variant="secondary" onClick={() => update((state) => reset(state))} disabled={status === 'idle'}>
          Reset
        </Button>
      </div>

      {mode === 'countdown' ? (
        <form className={styles.set} onSubmit={onSubmitCountdown} noValidate aria-label="Set timer">
          <div className={styles.presets} role="group" aria-label="Quick lengths">
            {PRESETS_S.map((s) => (
              <Button
                key={s}
                size="sm"
                variant={timers.countdown.countdownMs === s * 1000 ? 'primary' : 'secondary'}
                disabled={countdownRunning}
                onClick={() => applyCountdown(String(Math.floor(s / 60)), String(s % 60))}
                aria-label={`Set timer to ${formatDuration(s * 1000)}`}
              >
                {formatDuration(s * 1000)}
              </Button>
            ))}
          </div>
          <div className={styles.fields}>
            {countdownFields.map(({ field, label, value, onChange }) => (
              <label key={field} className={styles.field}>
                <span>{label}</span>
                <input
                  className="lb-input"
                  inputMode="numeric"
                  value={value}
                  disabled={countdownRunning}
                  aria-invalid={errors[field] ? true : undefined}
                  onChange={(e) => onChange(e.target.value)}
                />
              </label>
            ))}
            <Button type="submit" variant="secondary" disabled={countdownRunning}>
              Set
            </Button>
          </div>
          {(['minutes', 'seconds', 'total'] as const).map((field) =>
            errors[field] ? (
              <p key={field} className="lb-field__error" role="alert">
                {errors[field]}
              </p>
            ) : null,
          )}
          {countdownRunning ? <p className="lb-field__hint">Pause to change the time.</p> : null}
        </form>
      ) : null}
    </section>
  );
  if (!foldable) return widget;
  return (
    <>
      <button
        type="button"
        className={`${styles.toggle}${!open && glanceDone ? ` ${styles.toggleDone}` : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={TIMER_TOGGLE_LABEL}
        title={TIMER_TOGGLE_LABEL}
        onClick={() => setOpen(!open)}
      >
        <svg className={styles.clockIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="13" r="8" />
          <path d="M12 9v4l2.5 2.5M10 2h4M19 5l-1.5 1.5" />
        </svg>
        {/* A clock that runs while closed stays in sight; the button's name stays put. */}
        {!open && glance ? (
          <span className={styles.glance} aria-hidden="true">
            {formatTimer(timers[glance], now)}
          </span>
        ) : null}
      </button>
      {widget}
    </>
  );
}
