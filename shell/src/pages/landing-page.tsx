import { Button, useAuth } from '@liftbook/shared';
import { IconSquare, type IconName } from '../app/icons';
import styles from './landing-page.module.css';

/** docs/product.md §1: feature list for logged-out visitors. */
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
    // data-testid: how tools (the size bench, the prerender check) find the landing page in a page.
    <div className={styles.landing} data-testid="landing">
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>Your training log, in your pocket</p>
            <h1 className={styles.title}>Lift. Log. Progress.</h1>
            <p className={styles.lead}>
              {product} keeps every set you do, shows how you are progressing, and helps you reach your goals, alone or with your group.
            </p>
          </div>
          <div className={`${styles.start} lb-card`}>
            <h2 className={styles.startTitle}>Get Started</h2>
            <p className={styles.startText}>Sign in to log your first session. New here? An account is created the first time you sign in.</p>
            {/* data-early-login: boot.js remembers a press before the app has taken over (src/boot/boot-state.ts). */}
            <Button className={styles.login} data-early-login="" onClick={() => void login()}>
              Log In
            </Button>
          </div>
        </div>
      </section>
      <section className={styles.features} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.featuresTitle}>
          Everything a lifter needs
        </h2>
        <ul className={styles.featureList}>
          {FEATURES.map((f) => (
            <li key={f.title} className={`${styles.feature} lb-card`}>
              <IconSquare name={f.icon} />
              <div>
                <h3 className={styles.featureTitle}>{f.title}</h3>
                <p className={styles.featureText}>{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
