// Programs (issue 30): a built-in program started makes its routines (ordinary routines, with
// their rules) and a program that orders them; Finish moves the program to the routine after the
// one finished (finish/routes.ts), and GET /programs/next answers what the home page shows.
import type { FastifyPluginAsync } from 'fastify';
import type { OwnProgramInput, Program, ProgramNext, StartProgramInput } from '@liftbook/shared/contract';
import { builtInProgram, describeWorkingSets } from '@liftbook/shared/training';
import { inTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import type { IdParams } from '../../http/params.js';
import { findRoutine, insertRoutine, writeRoutineExercises } from '../routines/queries.js';
import { resolveRoutine } from '../routines/resolve.js';
import { routinesFull } from '../routines/routes.js';
import { ROUTINES_MAX, routineValues } from '../routines/schemas.js';
import { findWeightUnit } from '../users/queries.js';
import { countPrograms, findProgram, insertProgram, latestProgram, listPrograms, ownRoutineIds } from './queries.js';
import { getProgramSchema, listProgramsSchema, nextProgramSchema, PROGRAMS_MAX, startProgramSchema } from './schemas.js';

const toProgram = (row: Omit<Program, 'created_at'> & { created_at: Date }): Program => ({ ...row, created_at: row.created_at.toISOString() });

const programNotFound = () => new NotFoundError('Program not found');
const programsFull = () => new ConflictError(`You have ${PROGRAMS_MAX} programs, the most Liftbook keeps`);

export const programsModule: FastifyPluginAsync = async (app) => {
  app.post<{ Body: StartProgramInput | OwnProgramInput; Reply: Program }>('/programs', { schema: startProgramSchema }, async (request, reply) => {
    const userId = request.user.id;
    const body = request.body;
    const program = await inTransaction(request.db, async (trx) => {
      if ((await countPrograms(trx, userId)) >= PROGRAMS_MAX) throw programsFull();
      if ('routine_ids' in body) {
        // The lifter's own routines, as they are: the same storage a built-in program's make.
        const own = await ownRoutineIds(trx, userId, body.routine_ids);
        const stranger = body.routine_ids.findIndex((id) => !own.has(id));
        if (stranger !== -1) throw new NotFoundError('Routine not found', `routine_ids[${stranger}]`);
        const id = await insertProgram(trx, userId, body.name.trim(), null, body.routine_ids);
        return (await findProgram(trx, userId, id))!;
      }
      const { key, weights } = body;
      const unit = await findWeightUnit(trx, userId);
      const built = builtInProgram(key, { unit, weights: weights ?? {} });
      const routineIds: number[] = [];
      for (const input of built.routines) {
        // The routine as the routines' own create makes it: the same values, bounds and names.
        const values = routineValues(input);
        const id = await insertRoutine(trx, userId, values.name, ROUTINES_MAX);
        if (id === undefined) throw routinesFull();
        await writeRoutineExercises(trx, id, await resolveRoutine(trx, userId, values, []));
        routineIds.push(id);
      }
      const id = await insertProgram(trx, userId, built.name, built.key, routineIds);
      return (await findProgram(trx, userId, id))!;
    });
    reply.code(201);
    return toProgram(program);
  });

  app.get<{ Reply: Program[] }>('/programs', { schema: listProgramsSchema }, async (request) => (await listPrograms(app.db, request.user.id)).map(toProgram));

  app.get<{ Params: IdParams; Reply: Program }>('/programs/:id', { schema: getProgramSchema }, async (request) => {
    const program = await findProgram(app.db, request.user.id, request.params.id);
    if (program === undefined) throw programNotFound();
    return toProgram(program);
  });

  app.get<{ Reply: ProgramNext | null }>('/programs/next', { schema: nextProgramSchema }, async (request) => {
    const userId = request.user.id;
    const program = await latestProgram(app.db, userId);
    if (program === undefined) return null;
    const next = program.routines.find((r) => r.id === program.next_routine_id) ?? program.routines[0];
    if (next === undefined) return null;
    const routine = await findRoutine(app.db, userId, next.id);
    if (routine === undefined) return null;
    const first = routine.exercises[0];
    return {
      program_id: program.id,
      program_name: program.name,
      routine_id: routine.id,
      routine_name: routine.name,
      // In the lifter's unit now, which may differ from the one the routine was made in.
      first_exercise: first === undefined ? null : describeWorkingSets(first, await findWeightUnit(app.db, userId)),
    };
  });
};
