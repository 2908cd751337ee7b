import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  ConfirmDialog,
  WEIGHT_UNITS,
  isSaving,
  unsyncedChanges,
  useAuth,
  usePendingInviteCount,
  useUpdateProfileMutation,
  useWeightUnit,
  whenSaved,
} from '@liftbook/shared';
import type { WeightUnit } from '@liftbook/shared/contract';
import { AREA_PATHS } from '@liftbook/shared/paths';
import { AREAS } from '../app/areas';
import { mayBeSignedIn } from '../auth/signed-in-hint';
import { menuOpenedEarly } from '../boot/boot-state';
import styles from './navbar.module.css';

export const SAVE_RUNNING_TITLE = 'A save is still running';
export const SAVE_RUNNING_MESSAGE =
  'Your workout is still being saved. Logging out now would stop it and lose what is not saved yet. Log out as soon as it has finished?';
export const LOG_OUT_WHEN_SAVED = 'Log Out When Saved';
export const UNSYNCED_TITLE = 'Changes waiting to sync';
export const unsyncedMessage = (n: number) =>
  `${n} ${n === 1 ? 'change is' : 'changes are'} not on the server yet. Logging out deletes ${n === 1 ? 'it' : 'them'} from this device and ${n === 1 ? 'it' : 'they'} would be lost. Log out anyway?`;
export const LOG_OUT_AND_LOSE = 'Log Out and Lose Changes';

/** Signed-in links, in the spec's order (§2 Navbar): the areas the shell mounts, as it names them. */
const NAV_LINKS = AREAS.filter((area) => !area.accountMenu).map((area) => ({ to: `/${area.path}`, label: area.label }));
/** The account's own page (Your data): the last link of the menu, and the user's chip opens it too. */
const ACCOUNT_AREA = AREAS.find((area) => area.accountMenu);
const ACCOUNT_LINK = { to: AREA_PATHS.data, label: ACCOUNT_AREA?.label ?? 'Your data' };

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.linkActive}` : styles.link);

/** The lifter's unit: every number Liftbook shows, and new sets, follow it. */
function UnitChoice() {
  const unit = useWeightUnit();
  const [update, { isLoading }] = useUpdateProfileMutation();
  return (
    <select
      className={styles.unit}
      aria-label="Weight unit"
      value={unit}
      disabled={isLoading}
      onChange={(event) => void update({ weight_unit: event.target.value as WeightUnit })}
    >
      {WEIGHT_UNITS.map((u) => (
        <option key={u} value={u}>
          {u}
        </option>
      ))}
    </select>
  );
}

export function Navbar({ title }: { title: string }) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  /** Log Out was pressed while a save ran: ask first (never cut a save short silently). */
  const [confirmLogout, setConfirmLogout] = useState<'asking' | 'waiting' | null>(null);
  /** Log Out was pressed with changes waiting to sync: how many would be lost. */
  const [unsynced, setUnsynced] = useState(0);
  /** Cancel while waiting withdraws the logout. */
  const logoutWanted = useRef(false);
  const { pathname } = useLocation();
  // A tap on a link navigates: the menu closes so the page is visible (only on a change of page:
  // the first render keeps a menu opened early, below).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);
  // The toggle pressed on the prerendered page (before the app ran) opened the menu: it stays open.
  // A layout effect, so it is read in the first commit, before that commit drops boot.js's marks.
  useLayoutEffect(() => {
    if (menuOpenedEarly()) setOpen(true);
  }, []);

  const signedIn = auth.status === 'authenticated';
  // My Invites shows how many invites wait; the query lives in shared, so the shell
  // reads it without importing the groups remote, and accepting or declining updates it at once.
  const pendingInvites = usePendingInviteCount(signedIn);
  // Like the landing page's: a visitor's Log In is there from the first paint (it waits for
  // sign-in to be ready); a browser that may hold an account waits for the auth port's answer.
  const offerLogin = auth.status === 'unauthenticated' || (auth.status === 'loading' && !mayBeSignedIn());
  return (
    <header className={styles.navbar}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
              <rect x="1" y="9" width="3" height="6" rx="1" />
              <rect x="4.5" y="7" width="3" height="10" rx="1" />
              <rect x="7.5" y="11" width="9" height="2" />
              <rect x="16.5" y="7" width="3" height="10" rx="1" />
              <rect x="20" y="9" width="3" height="6" rx="1" />
            </svg>
          </span>
          <span>{title}</span>
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-label="Toggle menu"
          aria-expanded={open}
          aria-controls="shell-nav"
          // data-early-menu: boot.js opens the menu on a press before the app has taken over (src/boot/boot-state.ts).
          data-early-menu=""
          onClick={() => setOpen((o) => !o)}
        >
          <span className={styles.toggleBars} aria-hidden="true" />
        </button>
        <nav id="shell-nav" className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav} aria-label="Main">
          <ul className={styles.links}>
            <li>
              <NavLink to="/" end className={linkClass}>
                Home
              </NavLink>
            </li>
            {signedIn
              ? NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    {/* Named by its content (no aria-label): the name then always holds the visible
                        text (WCAG 2.5.3), and the count is read as "(2 pending)". */}
                    <NavLink to={link.to} className={linkClass}>
                      {link.label}
                      {link.to === AREA_PATHS.invites && pendingInvites ? (
                        <>
                          <span className={styles.count} aria-hidden="true">
                            {pendingInvites}
                          </span>
                          <span className="lb-visually-hidden"> ({pendingInvites} pending)</span>
                        </>
                      ) : null}
                    </NavLink>
                  </li>
                ))
              : null}
            {signedIn ? (
              // In the folded menu only: from 1024 px the bar has no room for an eighth link beside
              // the lifter's name, and the name's chip (named "… (Your data)") opens the same page.
              <li className={styles.menuOnly}>
                <NavLink to={ACCOUNT_LINK.to} className={linkClass}>
                  {ACCOUNT_LINK.label}
                </NavLink>
              </li>
            ) : null}
          </ul>
          <div className={styles.account}>
            {signedIn ? (
              <>
                {/* The account's chip opens the account's own page (Your data). A long name is cut with an
                    ellipsis (Log Out stays on screen); the tooltip has all of it. */}
                <NavLink to={ACCOUNT_LINK.to} className={`${styles.user} ${styles.userLink}`} title={auth.user?.name || auth.user?.username}>
                  <span className={styles.avatar} aria-hidden="true">
                    {(auth.user?.name || '?').slice(0, 1).toUpperCase()}
                  </span>
                  <span className={styles.userName}>{auth.user?.name}</span>
                  <span className="lb-visually-hidden"> ({ACCOUNT_LINK.label})</span>
                </NavLink>
                <UnitChoice />
                <button
                  type="button"
                  className={`${styles.button} ${styles.buttonQuiet}`}
                  onClick={() => {
                    // A running save (shared's tracker: the remotes' writes) must finish first.
                    if (isSaving()) setConfirmLogout('asking');
                    else if (unsyncedChanges() > 0) setUnsynced(unsyncedChanges());
                    else void auth.logout();
                  }}
                >
                  Log Out
                </button>
              </>
            ) : offerLogin ? (
              // data-early-login: boot.js remembers a press before the app has taken over (src/boot/boot-state.ts).
              <button type="button" className={styles.button} data-early-login="" onClick={() => void auth.login()}>
                Log In
              </button>
            ) : null}
          </div>
        </nav>
      </div>
      {confirmLogout !== null ? (
        <ConfirmDialog
          title={SAVE_RUNNING_TITLE}
          message={SAVE_RUNNING_MESSAGE}
          confirmLabel={LOG_OUT_WHEN_SAVED}
          busy={confirmLogout === 'waiting'}
          onCancel={() => {
            logoutWanted.current = false;
            setConfirmLogout(null);
          }}
          onConfirm={() => {
            logoutWanted.current = true;
            setConfirmLogout('waiting');
            // Drafts are cleared by logout, so only once every write has finished.
            void whenSaved().then(() => {
              if (logoutWanted.current) void auth.logout();
            });
          }}
        />
      ) : null}
      {unsynced > 0 ? (
        <ConfirmDialog
          title={UNSYNCED_TITLE}
          message={unsyncedMessage(unsynced)}
          confirmLabel={LOG_OUT_AND_LOSE}
          onCancel={() => setUnsynced(0)}
          onConfirm={() => {
            setUnsynced(0);
            void auth.logout();
          }}
        />
      ) : null}
    </header>
  );
}
