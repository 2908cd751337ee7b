import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '@liftbook/shared';
import { AREAS } from '../app/areas';
import { mayBeSignedIn } from '../auth/signed-in-hint';

/** Signed-in links, in the spec's order (§2 Navbar): the areas the shell mounts, as it names them. */
const NAV_LINKS = AREAS.map((area) => ({ to: `/${area.path}`, label: area.label }));

const linkClass = ({ isActive }: { isActive: boolean }) => `shell-nav__link${isActive ? ' shell-nav__link--active' : ''}`;

export function Navbar({ title }: { title: string }) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A tap on a link navigates: the menu closes so the page is visible.
  useEffect(() => setOpen(false), [pathname]);

  const signedIn = auth.status === 'authenticated';
  // Like the landing page's: a visitor's Log In is there from the first paint (it waits for
  // sign-in to be ready); a browser that may hold an account waits for the auth port's answer.
  const offerLogin = auth.status === 'unauthenticated' || (auth.status === 'loading' && !mayBeSignedIn());
  return (
    <header className="shell-navbar">
      <div className="shell-navbar__inner">
        <Link to="/" className="shell-brand">
          <span className="shell-brand__mark" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
              <rect x="1" y="9" width="3" height="6" rx="1" />
              <rect x="4.5" y="7" width="3" height="10" rx="1" />
              <rect x="7.5" y="11" width="9" height="2" />
              <rect x="16.5" y="7" width="3" height="10" rx="1" />
              <rect x="20" y="9" width="3" height="6" rx="1" />
            </svg>
          </span>
          <span className="shell-brand__title">{title}</span>
        </Link>
        <button
          type="button"
          className="shell-navbar__toggle"
          aria-label="Toggle menu"
          aria-expanded={open}
          aria-controls="shell-nav"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="shell-navbar__toggle-bars" aria-hidden="true" />
        </button>
        <nav id="shell-nav" className={`shell-nav${open ? ' shell-nav--open' : ''}`} aria-label="Main">
          <ul className="shell-nav__links">
            <li>
              <NavLink to="/" end className={linkClass}>
                Home
              </NavLink>
            </li>
            {signedIn
              ? NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={linkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))
              : null}
          </ul>
          <div className="shell-nav__account">
            {signedIn ? (
              <>
                <span className="shell-nav__user" title={auth.user?.username}>
                  <span className="shell-nav__avatar" aria-hidden="true">
                    {(auth.user?.name || '?').slice(0, 1).toUpperCase()}
                  </span>
                  {auth.user?.name}
                </span>
                <button type="button" className="shell-nav__button shell-nav__button--quiet" onClick={() => void auth.logout()}>
                  Log Out
                </button>
              </>
            ) : offerLogin ? (
              <button type="button" className="shell-nav__button" onClick={() => void auth.login()}>
                Log In
              </button>
            ) : null}
          </div>
        </nav>
      </div>
    </header>
  );
}
