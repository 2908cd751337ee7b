import { renderArea, makeProfile, makeCalendarSession } from '.';
import { screen } from '@testing-library/react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../auth/auth-port';
import { useProfile } from '../api/profile-api';

function Probe() {
  const { goalId } = useParams();
  const auth = useAuth();
  const { profile, loading, error } = useProfile();
  return (
    <div>
      <p>goal {goalId}</p>
      <p>{auth.user?.name}</p>
      <p>{loading ? 'Loading profile...' : (error ?? `Your user ID: ${profile?.id}`)}</p>
      <Link to="../edit">Edit</Link>
    </div>
  );
}

it('renders under a route pattern with a signed-in lifter and answers api calls', async () => {
  const { fetchMock, user } = renderArea(<Probe />, {
    route: '/goals/12',
    path: '/goals/:goalId',
    api: { 'GET /api/user/profile': { body: makeProfile({ id: 41 }) } },
  });
  expect(screen.getByText('goal 12')).toBeInTheDocument();
  expect(screen.getByText('Ana Lifter')).toBeInTheDocument();
  expect(await screen.findByText('Your user ID: 41')).toBeInTheDocument();
  const request = fetchMock.mock.calls[0]![0] as Request;
  expect(request.headers.get('Authorization')).toBe('Bearer test-token');
  // The user-event instance the area's tests type and click with.
  expect(user).toEqual(expect.objectContaining({ click: expect.any(Function), type: expect.any(Function) }));
});

it('shows the profile failure in the spec words', async () => {
  renderArea(<Probe />, { route: '/goals/1', path: '/goals/:goalId', api: { 'GET /api/user/profile': { status: 500 } } });
  expect(await screen.findByText('Failed to fetch user profile')).toBeInTheDocument();
});

it('makes a calendar session whose volume agrees with its sets', () => {
  const workout = makeCalendarSession({ session_type: 'legs' });
  expect(workout.session_type).toBe('legs');
  expect(workout.exercises).toHaveLength(1);
  expect(workout.exercises[0]).toMatchObject({ set_count: 2, volume_lbs: 2 * 135 * 8 });
  expect(makeCalendarSession({ exercises: [] }).exercises).toEqual([]);
});
