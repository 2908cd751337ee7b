// The rest bar: after a set is logged, the rest counts down in a bar that stays at the bottom of
// the screen while the lifter scrolls, with −15 s / +15 s and Skip. It never covers a form (it
// sits in the page's flow, sticky) and logging the next set simply starts the rest over. At the
// end the phone vibrates where it can, and a notification shows when the lifter allowed them.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@liftbook/shared';
import { REST_STEP_MS, formatRest, restLeft } from '../../domain/rest/rest-between-sets';
import { adjustRestBy, stopRest, useRestTimer } from '../../ui/rest-store';
import styles from './rest-bar.module.css';

const TICK_MS = 250;
const VIBRATION_PATTERN = [300, 150, 300];

function notificationsAsked(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

function restOver(exercise: string): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION_PATTERN);
  if (notificationsAsked() === 'granted' && document.visibilityState === 'hidden') {
    try {
      new Notification('Rest over', { body: `Next set of ${exercise}`, tag: 'liftbook-rest' });
    } catch {
      // Some browsers only allow notifications from a service worker; the bar still says so.
    }
  }
}

export interface RestBarProps {
  /** The clock; Date.now unless a test passes its own. */
  now?: () => number;
}

export function RestBar({ now = Date.now }: RestBarProps = {}) {
  const timer = useRestTimer();
  const [, redraw] = useState(0);
  const [permission, setPermission] = useState(notificationsAsked);
  const left = timer ? restLeft(timer, now()) : 0;
  const running = timer !== null && left > 0;
  // The end is signalled once, and only when seen happening (not after a reload past it).
  const wasRunning = useRef(false);

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => redraw((n) => n + 1), TICK_MS);
    return () => clearInterval(id);
  }, [running, timer?.endsAt]);

  useEffect(() => {
    if (timer && wasRunning.current && !running) restOver(timer.exercise);
    wasRunning.current = running;
  }, [running, timer]);

  if (!timer) return null;
  const done = left === 0;
  const fraction = Math.min(1, left / timer.durationMs);
  return (
    <section className={`${styles.bar} ${done ? styles.done : ''}`} aria-label="Rest timer">
      <div className={styles.progress} style={{ transform: `scaleX(${fraction})` }} aria-hidden="true" />
      <div className={styles.text}>
        <span className={styles.label}>{done ? 'Rest over' : `Rest · ${timer.exercise}`}</span>
        <span className={styles.time} role="timer" aria-label="Rest time left">
          {formatRest(left)}
        </span>
      </div>
      <div className={styles.actions}>
        {!done ? (
          <>
            {/* The name holds what is seen (WCAG 2.5.3: a voice user says "−15 s"), then says it in words. */}
            <Button variant="secondary" size="sm" onClick={() => adjustRestBy(-REST_STEP_MS, now())}>
              −15 s<span className="lb-visually-hidden"> (15 seconds less)</span>
            </Button>
            <Button variant="secondary" size="sm" onClick={() => adjustRestBy(REST_STEP_MS, now())}>
              +15 s<span className="lb-visually-hidden"> (15 seconds more)</span>
            </Button>
          </>
        ) : null}
        {permission === 'default' && !done ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label="Notify me when rest is over"
            onClick={() => void Notification.requestPermission().then(setPermission, () => undefined)}
          >
            Notify
          </Button>
        ) : null}
        <Button variant={done ? 'primary' : 'ghost'} size="sm" onClick={stopRest}>
          {done ? 'Dismiss' : 'Skip'}
        </Button>
      </div>
      <span className="lb-visually-hidden" aria-live="polite">
        {done ? 'Rest over' : ''}
      </span>
    </section>
  );
}
