// The messages between the page and import.worker.ts: the page posts the chosen File; the worker
// answers with the plan, or with the reason the whole file was refused.
import type { ImportErrorCode, ImportPlan } from '@liftbook/shared/import';

export type ImportWorkerReply = { ok: true; plan: ImportPlan; parseMs: number } | { ok: false; code: ImportErrorCode | 'failed'; message: string };
