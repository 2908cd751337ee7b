// Imports ("Your data"): start an import of a file, send its workouts in chunks, check how they
// compare with the log (new, already there, changed), finish it with the lifter's choice for changed ones, list
// finished imports, undo one. Injected into THE shared api. Every error string of these calls lives
// here. Finishing and undoing change what was lifted, so both invalidate shared's lifting tags
// (sessions, calendar, progress, goal progress refetch) as well as the list of imports.
//
// A 400 keeps the api's own message and the field it names (the page maps the field back to the
// file's line); a 409 on start keeps the earlier import the file matched.
import { api, liftingWriteTags } from '@liftbook/shared';
import type { ApiError } from '@liftbook/shared';
import type {
  ApiErrorBody,
  ImportCheck,
  ImportChunkInput,
  ImportConflictBody,
  ImportFinishInput,
  ImportRecord,
  ImportStartInput,
  ImportUndoResult,
} from '@liftbook/shared/contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export const IMPORT_ERRORS = {
  fetchImports: 'Could not load your imports',
  start: 'Could not start the import',
  chunk: 'Could not send the workouts',
  check: 'Could not compare the file with your log',
  finish: 'Could not finish the import',
  undo: 'Could not undo the import',
} as const;

/** A failed import call: the api's words when it gave any, the field it named, the earlier import of a 409. */
export interface ImportApiError extends ApiError {
  field?: string;
  earlier?: ImportRecord;
}

export function isImportApiError(error: unknown): error is ImportApiError {
  return typeof error === 'object' && error !== null && typeof (error as ImportApiError).message === 'string' && 'status' in error;
}

/** transformErrorResponse: a 4xx's own message (it says what was wrong), otherwise `fallback`. */
export function importFailure(fallback: string) {
  return (error: FetchBaseQueryError): ImportApiError => {
    const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as Partial<ImportConflictBody & ApiErrorBody>;
    const clientError = typeof error.status === 'number' && error.status >= 400 && error.status < 500;
    return {
      status: error.status,
      message: clientError && typeof body.message === 'string' && body.message !== '' ? body.message : fallback,
      ...(typeof body.field === 'string' ? { field: body.field } : {}),
      ...(error.status === 409 && body.import ? { earlier: body.import } : {}),
    };
  };
}

export interface ImportChunkSend {
  importId: number;
  chunk: ImportChunkInput;
}

const IMPORT_LIST = { type: 'Import' as const, id: 'LIST' };

export const importsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getImports: build.query<ImportRecord[], void>({
      query: () => '/imports',
      transformErrorResponse: importFailure(IMPORT_ERRORS.fetchImports),
      providesTags: [IMPORT_LIST],
    }),
    startImport: build.mutation<ImportRecord, ImportStartInput>({
      query: (body) => ({ url: '/imports', method: 'POST', body }),
      transformErrorResponse: importFailure(IMPORT_ERRORS.start),
    }),
    // 204: nothing comes back. Every POST carries an Idempotency-Key (shared's base query), so a
    // chunk whose answer was lost is sent again with the same key and not written twice.
    sendImportChunk: build.mutation<null, ImportChunkSend>({
      query: ({ importId, chunk }) => ({ url: `/imports/${importId}/workouts`, method: 'POST', body: chunk }),
      transformErrorResponse: importFailure(IMPORT_ERRORS.chunk),
    }),
    // A POST that writes nothing: how the staged workouts compare with the log.
    checkImport: build.mutation<ImportCheck, number>({
      query: (importId) => ({ url: `/imports/${importId}/check`, method: 'POST', body: {} }),
      transformErrorResponse: importFailure(IMPORT_ERRORS.check),
    }),
    finishImport: build.mutation<ImportRecord, { importId: number; choice: ImportFinishInput }>({
      query: ({ importId, choice }) => ({ url: `/imports/${importId}/finish`, method: 'POST', body: choice }),
      transformErrorResponse: importFailure(IMPORT_ERRORS.finish),
      invalidatesTags: (_record, error) => liftingWriteTags(error, [IMPORT_LIST]),
    }),
    undoImport: build.mutation<ImportUndoResult, number>({
      query: (importId) => ({ url: `/imports/${importId}`, method: 'DELETE' }),
      transformErrorResponse: importFailure(IMPORT_ERRORS.undo),
      invalidatesTags: (_result, error) => liftingWriteTags(error, [IMPORT_LIST]),
    }),
  }),
});

export const {
  useGetImportsQuery,
  useStartImportMutation,
  useSendImportChunkMutation,
  useCheckImportMutation,
  useFinishImportMutation,
  useUndoImportMutation,
} = importsApi;
