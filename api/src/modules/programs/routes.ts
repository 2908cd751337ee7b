// Programs (issue 30): a built-in program started makes its routines (ordinary routines, with
// their rules) and a program that orders them; Finish moves the program to the routine after the
// one finished (finish/routes.ts), and GET /programs/next answers what the home page shows.
import type { FastifyPluginAsync } from 'fastify';
import type { Program, ProgramNext, StartProgramInput } from '@liftbook/shared/contract';
import { builtInProgram, describeWorkingSets } from '@liftbook/shared/training';
import { inTransaction } from '../../db/transaction.js';
import { findRoutine, insertRoutine, writeRoutineExercises } from '../routines/queries.js';
import { resolveRoutine } from '../routines/resolve.js';
import { routinesFull } from '../routines/routes.js';
import { ROUTINES_MAX, routineValues } from '../routines/schemas.js';
import { findWeightUnit } from '../users/queries.js';
import { findProgram, insertProgram, latestProgram } from './queries.js';
import { nextProgramSchema, startProgramSchema } from './schemas.js';

const toProgram = (row: Omit<Program, 'created_at'> & { created_at: Date }): Program => ({ ...row, created_at: row.created_at.toISOString() });

export const programsModule: FastifyPluginAsync = async (app) => {
  app.post<{ Body: StartProgramInput; Reply: Program }>('/programs', { schema: startProgramSchema }, async (request, reply) => {
    const userId = request.user.id;
    const program = await inTransaction(request.db, async (trx) => {
      const unit = await findWeightUnit(trx, userId);
      const built = builtInProgram(request.body.key, { unit, weights: request.body.weights ?? {} });
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
      first_exercise: first === undefined ? null : describeWorkingSets(first),
    };
  });
};
