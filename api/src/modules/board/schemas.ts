// The weekly board on the wire (issue 31). Bounded inputs: the group id as everywhere, and `tz`,
// an IANA time zone name of at most 64 characters that Intl knows (anything else is a 400
// naming `tz`).
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { idSchema } from '../../http/params.js';
import { recordSchema } from '../feed/schemas.js';
import { isTimeZone } from './week.js';

export const TZ_MAX = 64;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

export const boardMemberSchema = {
  type: 'object',
  required: ['user_id', 'name', 'sessions', 'working_sets', 'volume', 'volume_lbs', 'records'],
  properties: {
    user_id: { type: 'integer' },
    name: { type: ['string', 'null'], description: "The member's display name; never an email." },
    sessions: { type: 'integer', description: "The week's sessions that are not private and hold at least one working set." },
    working_sets: { type: 'integer', description: 'Counted sets: never warm-ups, never planned or skipped sets.' },
    volume: { type: 'number', description: "lbs × reps over working sets, in the board's unit, to 0.01." },
    volume_lbs: { type: 'number', description: 'The same volume in lbs, to 0.01.' },
    records: { type: 'array', items: recordSchema, description: "The records the member's sessions of the week set (weights in lbs)." },
  },
} as const;

export const weeklyBoardSchema = {
  type: 'object',
  required: ['week_start', 'week_end', 'time_zone', 'unit', 'members'],
  properties: {
    week_start: { type: 'string', format: 'date-time', description: 'Monday of the week, a calendar date at UTC midnight.' },
    week_end: { type: 'string', format: 'date-time', description: 'Sunday of the week, a calendar date at UTC midnight.' },
    time_zone: { type: 'string' },
    unit: { type: 'string', enum: ['kg', 'lbs'], description: "The viewer's unit, of `volume`." },
    members: { type: 'array', items: boardMemberSchema },
  },
} as const;

export const boardSchema = {
  tags: ['groups'],
  summary:
    "This week's board (members): per member who trained Monday to Sunday in the viewer's time zone, sessions, working sets, volume in the viewer's unit and the records set; most volume first, then name",
  params: { type: 'object', required: ['id'], properties: { id: idSchema } },
  querystring: {
    type: 'object',
    required: ['tz'],
    additionalProperties: false,
    properties: {
      tz: {
        type: 'string',
        minLength: 1,
        maxLength: TZ_MAX,
        pattern: '^[A-Za-z0-9_+\\-/]+$',
        description: "The viewer's IANA time zone (Europe/Berlin, UTC): it decides which week is this week.",
      },
    },
  },
  response: { 200: weeklyBoardSchema, ...errors },
} as const;

/** `tz` as a time zone Intl knows; anything else is a 400 naming it. */
export function timeZoneOf(tz: string): string {
  if (!isTimeZone(tz)) throw new ValidationError('tz must be an IANA time zone, such as Europe/Berlin', 'tz');
  return tz;
}
