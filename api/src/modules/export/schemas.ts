// The export call on the wire: a format in the query string; the answer is a file, not a JSON
// entity, so its 200 is described by content type (the body is streamed, never serialized).
import { errorSchema } from '../../http/error-handler.js';
import { CSV_COLUMNS } from '@liftbook/shared/set-rules';
import { EXPORT_FORMAT, EXPORT_VERSION } from './export-format.js';

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportQuery {
  format: ExportFormat;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export const exportSchema = {
  tags: ['export'],
  summary: 'Everything you own as a file to download: CSV (one row per set) or JSON (sessions, custom exercises, goals)',
  querystring: {
    type: 'object',
    required: ['format'],
    properties: { format: { type: 'string', enum: [...EXPORT_FORMATS], description: 'csv or json.' } },
  },
  response: {
    200: {
      description: `An attachment named liftbook-export-YYYY-MM-DD.csv or .json. CSV: the header ${CSV_COLUMNS.join(',')}, then one row per set (a session without exercises, or an exercise without sets, is one row with the rest blank); goals are not in it. JSON: { format: "${EXPORT_FORMAT}", version: ${EXPORT_VERSION}, exported_at, weight_unit, custom_exercises, goals, sessions }.`,
      content: {
        'text/csv': { schema: { type: 'string' } },
        'application/json': { schema: { type: 'object' } },
      },
    },
    400: errorSchema,
    401: errorSchema,
  },
} as const;
