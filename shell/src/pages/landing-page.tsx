import { Button, useAuth } from '@liftbook/shared';
import { Icon, type IconName } from '../app/icons';

/** Spec §1: feature list for logged-out visitors. */
export const FEATURES: readonly { title: string; text: string; icon: IconName }[] = [
  { title: 'Session Tracking', text: 'Log every session with exercises, sets, reps and weight in seconds.', icon: 'log' },
  { title: 'Exercise Progress', text: 'See max weight, reps and volume climb on clear charts.', icon: 'progress' },
  { title: 'Goal Setting', text: 'Set targets with deadlines and know if you are on track.', icon: 'goal' },
  { title: 'Calendar View', text: 'A month at a glance: every training day and what you did.', icon: 'calendar' },
  { title: 'Groups', text: 'Train with friends: share workouts and keep each other honest.', icon: 'group' },
  { title: 'Analytics', text: 'Totals and trends that show where your training is going.', icon: 'analytics' },
];

export function LandingPage({ product }: { product: string }) {
  const { login } = useAuth();
  return (
    <div className="landing">
      <section className="landing__hero">
        <div className="landing__hero-inner">
          <div className="landing__intro">
            <p className="landing__eyebrow">Your training log, in your pocket</p>
            <h1 className="landing__title">Lift. Log. Progress.</h1>
            <p className="landing__lead">
              {product} keeps every set you do, shows how you are progressing, and helps you reach your goals, alone or with your group.
            </p>
          </div>
          <div className="landing__start lb-card">
            <h2 className="landing__start-title">Get Started</h2>
            <p className="landing__start-text">Sign in to log your first session. New here? An account is created the first time you sign in.</p>
            <Button className="landing__login" onClick={() => void login()}>
              Log In
            </Button>
          </div>
        </div>
      </section>
      <section className="landing__features" aria-labelledby="features-title">
        <h2 id="features-title" className="landing__features-title">
          Everything a lifter needs
        </h2>
        <ul className="landing__feature-list">
          {FEATURES.map((f) => (
            <li key={f.title} className="landing__feature lb-card">
              <span className="landing__feature-icon">
                <Icon name={f.icon} />
              </span>
              <div>
                <h3 className="landing__feature-title">{f.title}</h3>
                <p className="landing__feature-text">{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
