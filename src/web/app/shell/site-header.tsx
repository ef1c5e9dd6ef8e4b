import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { attentionCountWords } from '#domain/claims/attention';
import {
  attentionBadgeWords,
  ClaimsNavLabel,
  useAttentionCount,
} from '../../features/claims/attention.tsx';
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
  { to: paths.billing, label: 'Billing' },
  { to: paths.account, label: 'My Account' },
  { to: paths.help, label: 'Help' },
];

/**
 * The header: logo (links to /) with the beta label, and the navigation only when signed in.
 * Below 800px the navigation folds behind a "Menu" toggle.
 */
export function SiteHeader() {
  const { data: session } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const attention = useFreshAttentionCount(Boolean(session?.profileComplete));

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
              {attention && attention.count > 0 ? <MenuAttentionBadge {...attention} /> : null}
            </button>
            <MainNav
              id={menuId}
              open={menuOpen}
              // The folded menu closes once a destination is chosen.
              onChoose={() => setMenuOpen(false)}
              session={session}
              attention={attention}
            />
          </>
        ) : null}
      </div>
    </header>
  );
}

type AttentionCount = { count: number; more: boolean };

/** The count beside Claims: fresh on every screen she moves to (a fix elsewhere changes it). */
function useFreshAttentionCount(profileComplete: boolean) {
  const attention = useAttentionCount(profileComplete);
  const { pathname } = useLocation();
  const refetchAttention = attention.refetch;
  useEffect(() => {
    if (profileComplete) void refetchAttention();
  }, [pathname, profileComplete, refetchAttention]);
  return attention.data;
}

/** The count on the folded menu's toggle, in words for a screen reader. */
function MenuAttentionBadge({ count, more }: AttentionCount) {
  return (
    <>
      {' '}
      <span className="attention-badge" aria-hidden="true">
        {attentionBadgeWords(count, more)}
      </span>
      <span className="visually-hidden">
        {`, ${attentionCountWords(more ? count + 1 : count, more)}`}
      </span>
    </>
  );
}

/** The signed-in navigation: her pages, the console for an operator, and Sign out. */
function MainNav({
  id,
  open,
  onChoose,
  session,
  attention,
}: {
  id: string;
  open: boolean;
  onChoose(): void;
  session: { isOperator: boolean; profileComplete: boolean };
  attention: AttentionCount | undefined;
}) {
  const signOut = useSignOut();
  return (
    <nav aria-label="Main" id={id} className={`main-nav${open ? ' is-open' : ''}`}>
      <ul>
        {/* Until her profile is complete (registration) her pages only lead back to it, so
            they are not offered; an operator without a doula profile has only the console. */}
        {(session.profileComplete ? navItems : []).map((item) => (
          <li key={item.to}>
            <NavItem to={item.to} onClick={onChoose}>
              {item.to === paths.claims && attention ? (
                <ClaimsNavLabel {...attention} />
              ) : (
                item.label
              )}
            </NavItem>
          </li>
        ))}
        {session.isOperator ? (
          <li>
            <NavItem to={paths.operator} onClick={onChoose}>
              Operator
            </NavItem>
          </li>
        ) : null}
        <li>
          <button type="button" className="nav-link sign-out" onClick={() => void signOut()}>
            Sign out
          </button>
        </li>
      </ul>
    </nav>
  );
}

function NavItem({ to, onClick, children }: { to: string; onClick(): void; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      // Billing lives under My Account's address: only one of them is the page she is on.
      end={to === paths.account}
      onClick={onClick}
      className={({ isActive }) => `nav-link${isActive ? ' is-active' : ''}`}
    >
      {children}
    </NavLink>
  );
}
