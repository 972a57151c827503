import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { commonText } from '../i18n/common';
import { useText } from '../i18n/text';
import { useSession, useSignOut } from '../lib/session';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

// Ten links and the language switch share one row from 1024 px: a little tighter until 1280 px,
// and never wrapped onto two lines.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-[15px] font-medium transition-colors lg:px-2 lg:text-sm xl:px-3 xl:text-[15px] ${
    isActive ? 'bg-night-700 text-gold-300' : 'text-night-100 hover:bg-night-700/60 hover:text-white'
  }`;

/**
 * docs/product.md, Screens and routes: shown only when signed in; a menu below 1024 px, where the
 * links would not fit in a row. While the session loads, who is here is not known yet: the bar with
 * the logo alone, at its full height, so the page under it stays put and a visitor who turns out
 * to be signed out has seen nothing of a member's.
 */
export function Navbar() {
  const session = useSession();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const t = useText(commonText).nav;

  const user = session.data?.user;
  if (!user) return session.isPending ? <Bar /> : null;
  const premium = session.data?.profile?.isPremium ?? false;

  const links = (
    <>
      <NavLink to="/" end className={linkClass}>
        {t.home}
      </NavLink>
      <NavLink to="/chart" className={linkClass}>
        {t.kundli}
      </NavLink>
      <NavLink to="/readings" className={linkClass}>
        {t.readings}
      </NavLink>
      <NavLink to="/ask" className={linkClass}>
        {t.ask}
      </NavLink>
      <NavLink to="/panchang" className={linkClass}>
        {t.panchang}
      </NavLink>
      <NavLink to="/muhurta" className={linkClass}>
        {t.muhurta}
      </NavLink>
      <NavLink to="/match" className={linkClass}>
        {t.match}
      </NavLink>
      {!premium && (
        <NavLink to="/premium" className={linkClass}>
          {t.premium}
        </NavLink>
      )}
      <NavLink to="/family" className={linkClass}>
        {t.family}
      </NavLink>
      <NavLink to="/profile" className={linkClass}>
        {t.profile}
      </NavLink>
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
        className="block w-full whitespace-nowrap rounded-lg px-3 py-2 text-left text-[15px] font-medium text-saffron-300 hover:bg-night-700/60 lg:w-auto lg:px-2 lg:text-sm xl:px-3 xl:text-[15px]"
      >
        {t.signOut}
      </button>
    </>
  );

  return (
    <Bar
      badge={
        premium && (
          <span className="rounded-full bg-gradient-to-r from-gold-400 to-saffron-400 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider text-night-900">
            {t.premium}
          </span>
        )
      }
      menu={
        open && (
          // Choosing a link closes the menu.
          <div
            id="mobile-menu"
            className="space-y-1 border-t border-night-700 px-4 pb-4 pt-2 lg:hidden"
            onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
          >
            {links}
            <LanguageSwitch className="mt-2" />
          </div>
        )
      }
    >
      <div className="hidden items-center gap-1 lg:flex">
        {links}
        <LanguageSwitch className="ml-2" />
      </div>
      <button
        type="button"
        className="rounded-lg p-2 text-night-100 hover:bg-night-700 lg:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t.closeMenu : t.openMenu}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
    </Bar>
  );
}

/**
 * The bar itself: the logo (and `badge`) on the left, `children` on the right, `menu` below. Without
 * children it keeps the menu button's room, the tallest thing in the row on a phone.
 */
function Bar({ badge, menu, children = <span className="h-10 w-10 lg:hidden" /> }: { badge?: ReactNode; menu?: ReactNode; children?: ReactNode }) {
  const t = useText(commonText).nav;
  return (
    <header className="sticky top-0 z-30 bg-night-800/95 shadow-lg backdrop-blur">
      <nav aria-label={t.label} className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <div className="flex items-center gap-3">
          <Link to="/" aria-label={t.homeLink}>
            <Logo />
          </Link>
          {badge}
        </div>
        {children}
      </nav>
      {menu}
    </header>
  );
}
