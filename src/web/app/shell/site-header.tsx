import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { attentionCountWords } from '#domain/claims/attention';
import { ClaimsNavLabel, useAttentionCount } from '../../features/claims/attention.tsx';
import { useSession } from '../../session/use-session.ts';
import { useSignOut } from '../../session/use-sign-out.ts';
import { paths } from '../paths.ts';
import { disclosureButtonProps } from '../../components/ui/disclosure.ts';
import { SiteBrand } from './site-brand.tsx';

const navItems = [
  { to: paths.newClaim, label: '+ New Claim' },
  { to: paths.claims, label: 'Claims' },
  { to: paths.patients, label: 'Patients' },
  { to: paths.facilities, label: 'Facilities' },
  { to: paths.account, label: 'My Account' },
];

/**
 * The header: logo (links to /) with the beta label, and the navigation only when signed in.
 * Below 800px the navigation folds behind a "Menu" toggle.
 */
export function SiteHeader() {
  const { data: session } = useSession();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The count beside Claims: fresh on every screen she moves to (a fix elsewhere changes it).
  const attention = useAttentionCount(Boolean(session?.profileComplete));
  const { pathname } = useLocation();
  const refetchAttention = attention.refetch;
  useEffect(() => {
    if (session?.profileComplete) void refetchAttention();
  }, [pathname, session?.profileComplete, refetchAttention]);

  // The folded menu closes once a destination is chosen.
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <SiteBrand Link={Link} />
        {session ? (
          <>
            <button
              className="menu-toggle"
              {...disclosureButtonProps(menuOpen, setMenuOpen, menuId)}
            >
              Menu
              {/* Folded on a phone, the menu still shows that claims need her. */}
              {attention.data && attention.data.count > 0 ? (
                <>
                  {' '}
                  <span className="attention-badge" aria-hidden="true">
                    {attention.data.more ? `${attention.data.count}+` : attention.data.count}
                  </span>
                  <span className="visually-hidden">
                    {`, ${attentionCountWords(
                      attention.data.more ? attention.data.count + 1 : attention.data.count,
                      attention.data.more,
                    )}`}
                  </span>
                </>
              ) : null}
            </button>
            <nav aria-label="Main" id={menuId} className={`main-nav${menuOpen ? ' is-open' : ''}`}>
              <ul>
                {/* An operator without a doula profile has only the console to go to. */}
                {(session.isOperator && !session.profileComplete ? [] : navItems).map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      onClick={closeMenu}
                      className={({ isActive }) => `nav-link${isActive ? ' is-active' : ''}`}
                    >
                      {item.to === paths.claims && attention.data ? (
                        <ClaimsNavLabel {...attention.data} />
                      ) : (
                        item.label
                      )}
                    </NavLink>
                  </li>
                ))}
                {session.isOperator ? (
                  <li>
                    <NavLink
                      to={paths.operator}
                      onClick={closeMenu}
                      className={({ isActive }) => `nav-link${isActive ? ' is-active' : ''}`}
                    >
                      Operator
                    </NavLink>
                  </li>
                ) : null}
                <li>
                  <button
                    type="button"
                    className="nav-link sign-out"
                    onClick={() => void signOut()}
                  >
                    Sign out
                  </button>
                </li>
              </ul>
            </nav>
          </>
        ) : null}
      </div>
    </header>
  );
}
