// "This week" on the group page (issue 31) against a mocked api: loading, empty, failed (Retry)
// and data states; the members in the api's order with their rank, name (never an email),
// figures and records in the viewer's unit; the viewer's time zone goes with the call.
import { makeGroup, makeGroupMember, makeProfile, renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { screen, within } from '@testing-library/react';
import type { BoardMember, WeeklyBoard } from '@liftbook/shared/contract';
import GroupsArea from './groups-area';

const profile = makeProfile({ id: 7, name: 'Ana Lifter', weight_unit: 'kg' });

const member = (overrides: Partial<BoardMember> = {}): BoardMember => ({
  user_id: 8,
  name: 'Ben Lifter',
  sessions: 2,
  working_sets: 12,
  volume: 2409.6,
  volume_lbs: 5312.18,
  records: [],
  ...overrides,
});

const board = (members: BoardMember[]): WeeklyBoard => ({
  week_start: '2026-11-23T00:00:00.000Z',
  week_end: '2026-11-29T00:00:00.000Z',
  time_zone: 'UTC',
  unit: 'kg',
  members,
});

function renderBoard(api: MockRoutes) {
  return renderArea(<GroupsArea />, {
    route: '/groups/5',
    path: '/groups/*',
    api: {
      'GET /api/user/profile': { body: profile },
      'GET /api/groups/5': { body: makeGroup({ id: 5, name: 'Morning Crew', created_by: 8 }) },
      'GET /api/groups/5/members': { body: [makeGroupMember({ user_id: 7, name: 'Ana Lifter' }), makeGroupMember({ user_id: 8, name: 'Ben Lifter' })] },
      'GET /api/groups/5/feed?limit=10': { body: { entries: [], next: null } },
      ...api,
    },
  });
}

describe('This week', () => {
  it('ranks the members as the api orders them, with figures and records in the viewer’s unit; the zone goes with the call', async () => {
    const asked: string[] = [];
    renderBoard({
      'GET /api/groups/5/board': (request) => {
        asked.push(new URL(request.url).searchParams.get('tz') ?? '');
        return {
          body: board([
            member({ records: [{ exercise: 'Squat', kind: 'e1rm', set_id: 9, weight_lbs: 242.51, reps: 3, e1rm_lbs: 266.76 }] }),
            member({ user_id: 7, name: 'Ana Lifter', sessions: 1, working_sets: 1, volume: 100 }),
            member({ user_id: 9, name: null, sessions: 1, working_sets: 3, volume: 0 }),
          ]),
        };
      },
    });
    const section = within(await screen.findByRole('region', { name: 'This week' }));
    const list = within(await section.findByRole('list', { name: 'This week' }));
    const items = list.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Rank 1Ben Lifter2 sessions · 12 working sets · Volume 2,410 kgPR: e1RM 121 kg Squat$/),
      'Rank 2Ana Lifter1 session · 1 working set · Volume 100 kg',
      'Rank 3User 91 session · 3 working sets · Volume 0 kg',
    ]);
    expect(section.getByRole('list', { name: "Ben Lifter's records this week" })).toBeInTheDocument();
    expect(section.getByText('Mon, Nov 23, 2026 – Sun, Nov 29, 2026')).toBeInTheDocument();
    expect(asked).toEqual([Intl.DateTimeFormat().resolvedOptions().timeZone]);
  });

  it('loading, then empty', async () => {
    let answer: () => void = () => {};
    const ready = new Promise<void>((resolve) => (answer = resolve));
    renderBoard({
      'GET /api/groups/5/board': async () => {
        await ready;
        return { body: board([]) };
      },
    });
    const section = within(await screen.findByRole('region', { name: 'This week' }));
    expect(section.getByText('Loading this week...')).toBeInTheDocument();
    answer();
    expect(await section.findByText('No workouts this week yet.')).toBeInTheDocument();
    expect(section.queryByRole('list')).not.toBeInTheDocument();
  });

  it('a failure says so, with Retry; the feed and members stay', async () => {
    let fail = true;
    const { user } = renderBoard({
      'GET /api/groups/5/board': () => (fail ? { status: 500 } : { body: board([member()]) }),
    });
    const section = within(await screen.findByRole('region', { name: 'This week' }));
    expect(await section.findByRole('alert')).toHaveTextContent("Failed to fetch this week's board");
    expect(screen.getByRole('region', { name: 'Feed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members (2)' })).toBeInTheDocument();
    fail = false;
    await user.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByText('Ben Lifter')).toBeInTheDocument();
  });
});
