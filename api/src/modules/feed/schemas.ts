// The group feed on the wire: the feed page, cheers and comments (issue 31). Bounded inputs: ids
// as everywhere, the cursor a day and an id, a page of 1-50, a comment of 1-500 characters.
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { idSchema, noContentSchema } from '../../http/params.js';
import { parseCalendarDate } from '../../lib/calendar-date.js';
import { cleanFreeText, hasVisibleCharacter } from '../../lib/display-text.js';
import { COMMENT_MAX } from '../../db/migrations/0019-feed.js';
import type { FeedCursor } from './queries.js';

export { COMMENT_MAX };
export const FEED_DEFAULT_LIMIT = 20;
export const FEED_MAX_LIMIT = 50;

const tags = ['groups'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

export const recordSchema = {
  type: 'object',
  required: ['exercise', 'kind', 'set_id', 'weight_lbs', 'reps', 'e1rm_lbs'],
  properties: {
    exercise: { type: 'string' },
    kind: { type: 'string', enum: ['e1rm', 'weight_for_reps', 'reps_at_weight'] },
    set_id: { type: 'integer' },
    weight_lbs: { type: ['number', 'null'] },
    reps: { type: ['integer', 'null'] },
    e1rm_lbs: { type: ['number', 'null'] },
  },
} as const;

const feedEntrySchema = {
  type: 'object',
  required: [
    'session_id',
    'user_id',
    'name',
    'session_date',
    'session_type',
    'top_sets',
    'volume_lbs',
    'set_count',
    'records',
    'cheer_count',
    'cheered',
    'comment_count',
  ],
  properties: {
    session_id: { type: 'integer' },
    user_id: { type: 'integer' },
    name: { type: ['string', 'null'], description: "The member's display name; never an email." },
    session_date: { type: 'string', format: 'date-time' },
    session_type: { type: 'string' },
    top_sets: {
      type: 'array',
      items: {
        type: 'object',
        required: ['exercise', 'weight_lbs', 'reps', 'duration'],
        properties: {
          exercise: { type: 'string' },
          weight_lbs: { type: ['number', 'null'] },
          reps: { type: ['integer', 'null'] },
          duration: { type: ['integer', 'null'] },
        },
      },
    },
    volume_lbs: { type: 'number', description: 'lbs × reps over counted sets (never warm-ups or planned sets), to 0.01.' },
    set_count: { type: 'integer', description: 'Counted sets (warm-ups left out).' },
    records: { type: 'array', items: recordSchema },
    cheer_count: { type: 'integer' },
    cheered: { type: 'boolean' },
    comment_count: { type: 'integer' },
  },
} as const;

const groupSessionParams = {
  type: 'object',
  required: ['id', 'sessionId'],
  properties: { id: idSchema, sessionId: idSchema },
} as const;

export interface GroupSessionParams {
  id: number;
  sessionId: number;
}

export interface CommentParams extends GroupSessionParams {
  commentId: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2})\.(\d{1,10})$/;

export const feedSchema = {
  tags,
  summary:
    "The group's feed (members): its members' workouts that are not private, newest first, with top sets, volume, records, cheers and comments; keyset pages",
  params: { type: 'object', required: ['id'], properties: { id: idSchema } },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      before: { type: 'string', maxLength: 40, description: 'The `next` of the previous page (YYYY-MM-DD.id).' },
      limit: { type: 'integer', minimum: 1, maximum: FEED_MAX_LIMIT, default: FEED_DEFAULT_LIMIT },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['entries', 'next'],
      properties: { entries: { type: 'array', items: feedEntrySchema }, next: { type: ['string', 'null'] } },
    },
    ...errors,
  },
} as const;

/** The `before` cursor: a real day and a session id; anything else is a 400 naming `before`. */
export function parseCursor(value: string | undefined): FeedCursor | undefined {
  if (value === undefined) return undefined;
  const match = CURSOR.exec(value);
  const id = match ? Number(match[2]) : NaN;
  const date = match?.[1];
  if (date === undefined || parseCalendarDate(date) === undefined || !(id >= 1 && id <= 2_147_483_647)) {
    throw new ValidationError('before must be the next cursor of a feed page', 'before');
  }
  return { date, id };
}

export const formatCursor = (date: string, id: number) => `${date}.${id}`;

export const cheerStateSchema = {
  type: 'object',
  required: ['cheer_count', 'cheered'],
  properties: { cheer_count: { type: 'integer' }, cheered: { type: 'boolean' } },
} as const;

export const cheerSchema = (summary: string) => ({ tags, summary, params: groupSessionParams, response: { 200: cheerStateSchema, ...errors } }) as const;

export const commentSchema = {
  type: 'object',
  required: ['id', 'session_id', 'author_id', 'author_name', 'body', 'created_at', 'can_delete'],
  properties: {
    id: { type: 'integer' },
    session_id: { type: 'integer' },
    author_id: { type: ['integer', 'null'] },
    author_name: { type: ['string', 'null'], description: 'Null once the author is no longer a member.' },
    body: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    can_delete: { type: 'boolean' },
  },
} as const;

export const listCommentsSchema = {
  tags,
  summary: "A workout's comments in the group (members), oldest first, at most 200",
  params: groupSessionParams,
  response: { 200: { type: 'array', items: commentSchema }, ...errors },
} as const;

export const createCommentSchema = {
  tags,
  summary: 'Comment on a workout in the group (members): plain text, 1-500 characters',
  params: groupSessionParams,
  body: {
    type: 'object',
    required: ['body'],
    additionalProperties: false,
    properties: { body: { type: 'string', 'x-trim': true, minLength: 1, maxLength: COMMENT_MAX } },
  },
  response: { 201: commentSchema, ...errors },
} as const;

export const deleteCommentSchema = {
  tags,
  summary: "Delete a comment: its author, the workout's lifter or a group admin",
  params: { type: 'object', required: ['id', 'sessionId', 'commentId'], properties: { id: idSchema, sessionId: idSchema, commentId: idSchema } },
  response: { 204: noContentSchema, ...errors },
} as const;

/** The stored comment: cleaned as every text others read; one that shows nothing is a 400. */
export function commentBody(body: string): string {
  const cleaned = cleanFreeText(body);
  if (!hasVisibleCharacter(cleaned)) throw new ValidationError('body is required', 'body');
  return cleaned;
}
