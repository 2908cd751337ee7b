// /routines' programs: the lifter's programs, each with the routine it has next and one button to
// start that routine (through startRoutinePath, which opens today's unfinished session of it
// instead of starting a second: a double tap, or Back then Start again, makes one session). The
// built-in programs and building one's own are a page of their own (/routines/programs), loaded
// when opened, so /routines stays small.
import { Link } from 'react-router';
import { Button } from '@liftbook/shared';
import { programsPath, startRoutinePath } from '@liftbook/shared/paths';
import type { Program } from '@liftbook/shared/contract';
import { PROGRAM_ERRORS, useGetProgramsQuery } from '../../api/programs-api';
import cards from '../../ui/card-list.module.css';
import styles from './programs.module.css';

export const BROWSE_PROGRAMS = 'Start a program';

/** The routine `program` has next: its `next_routine_id`, or its first (a fresh program, a deleted next). */
export function nextRoutine(program: Pick<Program, 'routines' | 'next_routine_id'>): Program['routines'][number] | undefined {
  return program.routines.find((r) => r.id === program.next_routine_id) ?? program.routines[0];
}

function ProgramLine({ program }: { program: Program }) {
  const next = nextRoutine(program);
  return (
    <li className={`lb-card ${styles.program}`}>
      <div className={styles.main}>
        <span className={styles.name}>{program.name}</span>
        <span className={styles.summary}>{program.routines.map((r) => r.name).join(' → ')}</span>
        {next ? <span className={styles.next}>Next: {next.name}</span> : null}
      </div>
      {next ? (
        <Link to={startRoutinePath(next.id)} className={`lb-button lb-button--primary ${styles.start}`}>
          Start {next.name}
        </Link>
      ) : null}
    </li>
  );
}

export function ProgramsPanel() {
  const { data: programs, isError, isFetching, refetch } = useGetProgramsQuery();
  const browse = (
    <Link to={programsPath()} className={`lb-button lb-button--secondary ${styles.browse}`}>
      {BROWSE_PROGRAMS}
    </Link>
  );
  return (
    <section aria-labelledby="programs-heading" className={styles.panel}>
      <div className={styles.heading}>
        <h2 id="programs-heading" className={styles.title}>
          Programs
        </h2>
        {browse}
      </div>
      {isError && !isFetching ? (
        <div className={styles.failure}>
          <p role="alert">{PROGRAM_ERRORS.fetchPrograms}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {programs && programs.length === 0 ? (
        <p className={styles.summary}>Follow a plan that moves the weight for you: 5×5, Push/Pull/Legs, 5/3/1, or your own routines in order.</p>
      ) : null}
      {programs && programs.length > 0 ? (
        <ul className={cards.list} aria-label="Your programs">
          {programs.map((program) => (
            <ProgramLine key={program.id} program={program} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
