// The group feed (issue 31): members' workouts newest first, cheers and comments. A group and
// everything in it exists only for its members (404 "Group not found" otherwise, as every group
// route); a workout exists in a group only while its lifter is a member and it is not private
// (404 "Workout not found" otherwise). Both are read at every request, so leaving, a removal
// or marking a workout private takes effect on the next one.
import type { FastifyPluginAsync } from 'fastify';
import type { CheerState, CommentInput, FeedEntry, FeedPage, FeedQuery, GroupRole, WorkoutComment } from '@liftbook/shared/contract';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import { workoutRecordsOf } from '../finish/session-records.js';
import type { IdParams } from '../../http/params.js';
import { calendarDateToIso } from '../../lib/calendar-date.js';
import { groupNotFound } from '../groups/access.js';
import {
  addCheer,
  cheerState,
  deleteComment,
  findComment,
  findVisibleWorkout,
  insertComment,
  listComments,
  listFeed,
  removeCheer,
  viewerRole,
  type CommentRow,
} from './queries.js';
import {
  cheerSchema,
  commentBody,
  createCommentSchema,
  deleteCommentSchema,
  FEED_DEFAULT_LIMIT,
  feedSchema,
  formatCursor,
  listCommentsSchema,
  parseCursor,
  type CommentParams,
  type GroupSessionParams,
} from './schemas.js';

const workoutNotFound = () => new NotFoundError('Workout not found');

function mayDeleteComment(comment: { author_id: number | null }, lifterId: number, viewerId: number, role: GroupRole): boolean {
  return comment.author_id === viewerId || lifterId === viewerId || role === 'admin';
}

function toComment(row: CommentRow, lifterId: number, viewerId: number, role: GroupRole): WorkoutComment {
  return {
    id: row.id,
    session_id: row.session_id,
    author_id: row.author_id,
    author_name: row.author_name,
    body: row.body,
    created_at: row.created_at.toISOString(),
    can_delete: mayDeleteComment(row, lifterId, viewerId, role),
  };
}

export const feedModule: FastifyPluginAsync = async (app) => {
  /** The viewer's role and the workout's lifter, or the group's or the workout's 404. */
  async function visibleWorkout(groupId: number, sessionId: number, viewerId: number): Promise<{ role: GroupRole; lifterId: number }> {
    const found = await findVisibleWorkout(app.db, groupId, sessionId, viewerId);
    if (found === undefined) throw groupNotFound();
    if (found.lifterId === undefined) throw workoutNotFound();
    return { role: found.role, lifterId: found.lifterId };
  }

  app.get<{ Params: IdParams; Querystring: FeedQuery; Reply: FeedPage }>('/groups/:id/feed', { schema: feedSchema }, async (request) => {
    const groupId = request.params.id;
    const before = parseCursor(request.query.before);
    const limit = request.query.limit ?? FEED_DEFAULT_LIMIT;
    if ((await viewerRole(app.db, groupId, request.user.id)) === undefined) throw groupNotFound();
    const rows = await listFeed(app.db, groupId, request.user.id, before, limit);
    const records = await workoutRecordsOf(
      app.db,
      rows.map((row) => row.session_id),
    );
    const entries: FeedEntry[] = rows.map((row) => ({ ...row, session_date: calendarDateToIso(row.session_date), records: records.get(row.session_id) ?? [] }));
    const last = rows[rows.length - 1];
    return { entries, next: rows.length === limit && last !== undefined ? formatCursor(last.session_date, last.session_id) : null };
  });

  app.put<{ Params: GroupSessionParams; Reply: CheerState }>(
    '/groups/:id/sessions/:sessionId/cheer',
    { schema: cheerSchema('Cheer a workout (members); once per member, again is no change') },
    async (request) => {
      const { id: groupId, sessionId } = request.params;
      await visibleWorkout(groupId, sessionId, request.user.id);
      await addCheer(app.db, groupId, sessionId, request.user.id);
      return cheerState(app.db, groupId, sessionId, request.user.id);
    },
  );

  app.delete<{ Params: GroupSessionParams; Reply: CheerState }>(
    '/groups/:id/sessions/:sessionId/cheer',
    { schema: cheerSchema('Take back your cheer of a workout (members)') },
    async (request) => {
      const { id: groupId, sessionId } = request.params;
      await visibleWorkout(groupId, sessionId, request.user.id);
      await removeCheer(app.db, groupId, sessionId, request.user.id);
      return cheerState(app.db, groupId, sessionId, request.user.id);
    },
  );

  app.get<{ Params: GroupSessionParams; Reply: WorkoutComment[] }>(
    '/groups/:id/sessions/:sessionId/comments',
    { schema: listCommentsSchema },
    async (request) => {
      const { id: groupId, sessionId } = request.params;
      const { role, lifterId } = await visibleWorkout(groupId, sessionId, request.user.id);
      const rows = await listComments(app.db, groupId, sessionId);
      return rows.map((row) => toComment(row, lifterId, request.user.id, role));
    },
  );

  app.post<{ Params: GroupSessionParams; Body: CommentInput; Reply: WorkoutComment }>(
    '/groups/:id/sessions/:sessionId/comments',
    { schema: createCommentSchema },
    async (request, reply) => {
      const { id: groupId, sessionId } = request.params;
      const body = commentBody(request.body.body);
      const { role, lifterId } = await visibleWorkout(groupId, sessionId, request.user.id);
      const row = await insertComment(app.db, groupId, sessionId, request.user.id, body);
      reply.code(201);
      return toComment(row, lifterId, request.user.id, role);
    },
  );

  app.delete<{ Params: CommentParams }>('/groups/:id/sessions/:sessionId/comments/:commentId', { schema: deleteCommentSchema }, async (request, reply) => {
    const { id: groupId, sessionId, commentId } = request.params;
    const { role, lifterId } = await visibleWorkout(groupId, sessionId, request.user.id);
    const comment = await findComment(app.db, groupId, sessionId, commentId);
    if (comment === undefined) throw new NotFoundError('Comment not found');
    if (!mayDeleteComment(comment, lifterId, request.user.id, role)) {
      throw new ForbiddenError("Only the comment's author, the workout's lifter or a group admin can delete it");
    }
    await deleteComment(app.db, commentId);
    return reply.code(204).send();
  });
};
