import { Link } from 'react-router';
import { greeting, programNextLine, useProgramNext, useReturningLifter } from '@liftbook/shared';
import { AREA_PATHS, startRoutinePath, todaySessionPath } from '@liftbook/shared/paths';
import { IconSquare, type IconName } from '../app/icons';
import styles from './home-tiles.module.css';

/** docs/product.md §2: tiles to /sessions, /exercises, /goals, /calendar, /groups for signed-in users, and /routines. */
export const TILES: readonly { to: string; title: string; text: string; icon: IconName }[] = [
  { to: AREA_PATHS.sessions, title: 'Sessions', text: 'Log a workout or review past sessions', icon: 'dumbbell' },
  // Beyond the spec's five (issue 30): the plans a workout starts from.
  { to: AREA_PATHS.routines, title: 'Routines', text: 'Your workout plans: start one in a tap', icon: 'log' },
  { to: AREA_PATHS.exercises, title: 'Exercises', text: 'Progress charts and your custom exercises', icon: 'progress' },
  { to: AREA_PATHS.goals, title: 'Goals', text: 'Targets, deadlines and how close you are', icon: 'goal' },
  { to: AREA_PATHS.calendar, title: 'Calendar', text: 'Your training month at a glance', icon: 'calendar' },
  { to: AREA_PATHS.groups, title: 'Groups', text: 'Train together and see each other’s workouts', icon: 'group' },
];

/** One tap to today's workout: the sessions area opens today's session, or starts one. */
export const START_TODAY = "Start today's workout";

/** The subtitle while what is next is unknown, or when the lifter follows no program. */
export const HOME_SUBTITLE = 'What are we training today?';

export function HomeTiles({ name }: { name: string | undefined }) {
  // "Welcome" on a first sign-in (no session yet), "Welcome back" once there is a history.
  const returning = useReturningLifter(true);
  // A program's next routine answers the subtitle's question: "Next: Workout B — Squat 3×5 @
  // 102.5 kg", one tap to its checklist. It takes the subtitle's place (room kept for two lines
  // on a phone), so neither its arrival nor a failed load moves the tiles.
  const next = useProgramNext(true);
  return (
    <div className="lb-page">
      <div className="lb-page__header">
        <div>
          <h1 className="lb-page__title">{greeting(name, returning)}</h1>
          <p className={`lb-page__subtitle ${styles.subtitle}`}>
            {next ? (
              <Link to={startRoutinePath(next.routine_id)} className={styles.next}>
                {programNextLine(next)}
              </Link>
            ) : (
              HOME_SUBTITLE
            )}
          </p>
        </div>
        <div className="lb-page__actions">
          <Link to={todaySessionPath()} className="lb-button lb-button--primary">
            {START_TODAY}
          </Link>
        </div>
      </div>
      <ul className={styles.tiles}>
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className={`${styles.tile} lb-card`}>
              <IconSquare name={tile.icon} large />
              <span className={styles.body}>
                <span className={styles.title}>{tile.title}</span>
                <span className={styles.text}>{tile.text}</span>
              </span>
              <span className={styles.arrow} aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
