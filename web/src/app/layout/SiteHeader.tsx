import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@/lib/router/Router';
import { LangLink, LangNavLink } from '@/components/LangLink/LangLink';
import { ProgramSearch } from '@/components/ProgramSearch/ProgramSearch';
import { searchPrograms } from '@/lib/program-search-api';
import { paths, programPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { cx } from '@/lib/class-names';
import { isSignedIn, useSession, useSignOut } from '@/lib/session';
import { mayOpenAdministration } from '@/features/admin/model/admin-access';
import { LanguageSwitch } from './LanguageSwitch';
import { NavDropdown } from './NavDropdown';
import { managedFuturesMenu, myMenu, toolsMenu } from './nav-items';
import './SiteHeader.css';

type MenuId = 'tools' | 'managed-futures' | 'my';

/** The site's header: brand, the spec's navigation menu, the language switch; a hamburger on phones. */
export function SiteHeader() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const session = useSession();
  const signOut = useSignOut();
  const navId = useId();
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);

  const closeAll = () => {
    setOpenMenu(null);
    setPanelOpen(false);
  };

  // A click anywhere else closes an open menu.
  useEffect(() => {
    if (openMenu === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !header.current?.contains(event.target)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openMenu]);

  const menuProps = (id: MenuId) => ({
    open: openMenu === id,
    onOpenChange: (open: boolean) => {
      setOpenMenu(open ? id : null);
    },
    onNavigate: closeAll,
  });

  return (
    <header ref={header} className="site-header">
      <div className="site-header__bar">
        <LangLink to={paths.home} className="site-header__brand" aria-label={t('app.homeLink')} onClick={closeAll}>
          {t('app.name')}
        </LangLink>
        <button
          ref={toggle}
          type="button"
          className="site-header__toggle"
          aria-label={t('nav.menu')}
          aria-expanded={panelOpen}
          aria-controls={navId}
          onClick={() => {
            setPanelOpen(!panelOpen);
          }}
        >
          <span className="site-header__toggle-bars" aria-hidden="true" />
        </button>
        <nav
          id={navId}
          aria-label={t('nav.label')}
          className={cx('site-nav', panelOpen && 'site-nav--open')}
          onKeyDown={(event) => {
            // Menus handle their own Escape first; a second one closes the phone panel.
            if (event.key === 'Escape' && panelOpen) {
              setPanelOpen(false);
              toggle.current?.focus();
            }
          }}
        >
          <ul className="site-nav__list">
            <li>
              <NavDropdown label={t('nav.tools')} items={toolsMenu} {...menuProps('tools')} />
            </li>
            <li>
              <NavDropdown label={t('nav.managedFutures')} items={managedFuturesMenu} {...menuProps('managed-futures')} />
            </li>
            {isSignedIn(session) ? (
              <li>
                <NavDropdown
                  label={t('nav.my')}
                  items={myMenu(mayOpenAdministration(session))}
                  action={{
                    label: t('nav.logOut'),
                    onSelect: () => {
                      // SignedOutRedirect then goes to /{lang}/login.
                      void signOut();
                    },
                  }}
                  {...menuProps('my')}
                />
              </li>
            ) : (
              <>
                <li>
                  <LangNavLink to={paths.login} className="site-nav__link" onClick={closeAll}>
                    {t('nav.logIn')}
                  </LangNavLink>
                </li>
                <li>
                  <LangNavLink to={paths.register} className="site-nav__link site-nav__link--cta" onClick={closeAll}>
                    {t('nav.register')}
                  </LangNavLink>
                </li>
              </>
            )}
          </ul>
          <ProgramSearch
            search={searchPrograms}
            className="site-header__search"
            label={t('search.findProgram')}
            hideLabel
            onSelect={(program) => {
              closeAll();
              navigate(localizePath(lang, programPath(program.groupUri, program.programUri)));
            }}
          />
          <LanguageSwitch onNavigate={closeAll} />
        </nav>
      </div>
    </header>
  );
}
