// The group page's feed (issue 31) against a mocked api: loading, empty, failed and data states,
// an entry's figures in the viewer's unit, Cheer, the comments (a failed post keeps the text),
// and the link into the member's workouts at that session.
import { makeGroup, makeGroupMember, makeProfile, renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { FeedEntry, FeedPage, WorkoutComment } from '@liftbook/shared/contract';
import GroupsArea from './groups-area';

const ME = 7;
const profile = makeProfile({ id: ME, name: 'Ana Lifter', weight_unit: 'kg' });
const members = [
  makeGroupMember({ user_id: ME, name: 'Ana Lifter', role: 'member' }),
  makeGroupMember({ user_id: 8, name: 'Ben Lifter', email: null, role: 'admin' }),
];

const entry = (overrides: Partial<FeedEntry> = {}): FeedEntry => ({
  session_id: 41,
  user_id: 8,
  name: 'Ben Lifter',
  session_date: '2026-11-20T00:00:00.000Z',
  session_type: 'push',
  top_sets: [
    { exercise: 'Squat', weight_lbs: 242.51, reps: 3, duration: null },
    { exercise: 'Pull-up', weight_lbs: null, reps: 12, duration: null },
  ],
  volume_lbs: 5313.13,
  set_count: 5,
  records: [{ exercise: 'Squat', kind: 'e1rm', set_id: 9, weight_lbs: 242.51, reps: 3, e1rm_lbs: 266.76 }],
  cheer_count: 1,
  cheered: false,
  comment_count: 0,
  ...overrides,
});

const page = (entries: FeedEntry[], next: string | null = null): FeedPage => ({ entries, next });

function renderFeed(api: MockRoutes) {
  return renderArea(<GroupsArea />, {
    route: '/groups/5',
    path: '/groups/*',
    api: {
      'GET /api/user/profile': { body: profile },
      'GET /api/groups/5': { body: makeGroup({ id: 5, name: 'Morning Crew', created_by: 8 }) },
      'GET /api/groups/5/members': { body: members },
      ...api,
    },
  });
}

describe('the group feed', () => {
  it('loading, then each workout: who, type, date, top sets, volume and records in the viewer’s unit; the members stay below', async () => {
    renderFeed({
      'GET /api/groups/5/feed?limit=10': { body: page([entry({ started_at: '2026-11-20T10:00:00.000Z', finished_at: '2026-11-20T11:05:00.000Z' })]) },
    });
    const feed = within(await screen.findByRole('region', { name: 'Feed' }));
    const card = within(await feed.findByRole('article', { name: 'Ben Lifter' }));
    expect(card.getByText(/· 1 h 5 min/).textContent).toMatch(/^push · .*Nov 20, 2026 · 1 h 5 min$/);
    expect(card.getByRole('list', { name: 'Top sets' })).toHaveTextContent('Squat 110 kg × 3Pull-up 12 reps');
    expect(card.getByText('Volume 2,410 kg · 5 sets')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Personal records' })).toHaveTextContent('PR: e1RM 121 kg Squat');
    expect(card.getByText('1 cheer')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /^Open workout: Ben Lifter, push/ })).toHaveAttribute('href', '/groups/5/members/8/workouts#session-41');
    expect(screen.getByRole('heading', { name: 'Members (2)' })).toBeInTheDocument();
  });

  it('empty and failed states; Retry loads again; "Show more" asks for the next page by its cursor', async () => {
    let fail = true;
    const { user } = renderFeed({
      'GET /api/groups/5/feed?limit=10': () => (fail ? { status: 500 } : { body: page([entry()], '2026-11-20.41') }),
      'GET /api/groups/5/feed?limit=10&before=2026-11-20.41': { body: page([entry({ session_id: 40, name: 'Ana Lifter', user_id: ME })]) },
    });
    const feed = within(await screen.findByRole('region', { name: 'Feed' }));
    expect(await feed.findByRole('alert')).toHaveTextContent('Failed to fetch the group feed');
    fail = false;
    await user.click(feed.getByRole('button', { name: 'Retry' }));
    await feed.findByRole('article', { name: 'Ben Lifter' });
    await user.click(feed.getByRole('button', { name: 'Show more' }));
    expect(await feed.findByRole('article', { name: 'Ana Lifter' })).toBeInTheDocument();
    expect(feed.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when nobody has logged a workout', async () => {
    renderFeed({ 'GET /api/groups/5/feed?limit=10': { body: page([]) } });
    expect(await screen.findByText('No workouts yet. The workouts members log show here.')).toBeInTheDocument();
  });

  it('Cheer sends PUT, shows pressed with the new count; pressing again takes it back with DELETE', async () => {
    let cheered = false;
    const { user, fetchMock } = renderFeed({
      'GET /api/groups/5/feed?limit=10': () => ({ body: page([entry({ cheered, cheer_count: cheered ? 2 : 1 })]) }),
      'PUT /api/groups/5/sessions/41/cheer': () => {
        cheered = true;
        return { body: { cheer_count: 2, cheered: true } };
      },
      'DELETE /api/groups/5/sessions/41/cheer': () => {
        cheered = false;
        return { body: { cheer_count: 1, cheered: false } };
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Ben Lifter' }));
    await user.click(card.getByRole('button', { name: 'Cheer', pressed: false }));
    expect(await card.findByText('2 cheers')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Cheer', pressed: true }));
    expect(await card.findByText('1 cheer')).toBeInTheDocument();
    const methods = fetchMock.mock.calls.map(([request]) => `${(request as Request).method} ${new URL((request as Request).url).pathname}`);
    expect(methods.filter((call) => call.includes('/cheer'))).toEqual(['PUT /api/groups/5/sessions/41/cheer', 'DELETE /api/groups/5/sessions/41/cheer']);
  });

  it('comments: listed with a former member unnamed; an empty one is refused; a failed post keeps the text; a post clears the field', async () => {
    const comments: WorkoutComment[] = [
      { id: 1, session_id: 41, author_id: 8, author_name: 'Ben Lifter', body: 'Felt heavy', created_at: '2026-11-20T12:00:00.000Z', can_delete: false },
      { id: 2, session_id: 41, author_id: null, author_name: null, body: 'Nice', created_at: '2026-11-20T12:05:00.000Z', can_delete: false },
    ];
    let fail = true;
    const { user } = renderFeed({
      'GET /api/groups/5/feed?limit=10': () => ({ body: page([entry({ comment_count: comments.length })]) }),
      'GET /api/groups/5/sessions/41/comments': () => ({ body: comments }),
      'POST /api/groups/5/sessions/41/comments': async (request) => {
        if (fail) return { status: 500 };
        const { body } = (await request.json()) as { body: string };
        comments.push({ id: 3, session_id: 41, author_id: ME, author_name: 'Ana Lifter', body, created_at: '2026-11-20T12:10:00.000Z', can_delete: true });
        return { status: 201, body: comments[2] };
      },
      'DELETE /api/groups/5/sessions/41/comments/3': () => {
        comments.pop();
        return { status: 204 };
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Ben Lifter' }));
    await user.click(card.getByRole('button', { name: 'Comments (2)', expanded: false }));
    const list = within(await card.findByRole('list', { name: 'Comments' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ben Lifter.*Felt heavy$/),
      expect.stringMatching(/^Former member.*Nice$/),
    ]);
    await user.click(card.getByRole('button', { name: 'Post' }));
    expect(card.getByText('Please enter a comment')).toBeInTheDocument();
    const field = card.getByRole('textbox', { name: 'Add a comment' });
    await user.type(field, 'Huge day!');
    await user.click(card.getByRole('button', { name: 'Post' }));
    expect(await card.findByText('Failed to post comment')).toBeInTheDocument();
    expect(field).toHaveValue('Huge day!');
    fail = false;
    await user.click(card.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(await card.findByText('Huge day!')).toBeInTheDocument();
    expect(await card.findByRole('button', { name: 'Comments (3)' })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Delete comment by Ana Lifter' }));
    await waitFor(() => expect(card.queryByText('Huge day!')).not.toBeInTheDocument());
  });
});
