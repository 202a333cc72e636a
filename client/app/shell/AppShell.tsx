import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { StatusBand, StatusUnavailable, StatusWaiting } from '@/features/status/StatusBand';
import { QuietBoundary } from './QuietBoundary';
import { Sidebar } from './Sidebar';
import { SiteFooter } from './SiteFooter';
import { StatusIndicator } from './status-parts';
import { TopBar } from './TopBar';

/** Sidebar (drawer below `lg`), mobile top bar, data-source line, the screen, and the footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Move focus into the drawer when it opens and back to the menu button when it closes,
  // so keyboard users are never left on a hidden element.
  useEffect(() => {
    if (menuOpen) closeButtonRef.current?.focus();
    else if (wasOpen.current) menuButtonRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, closeMenu]);

  return (
    <div className="flex min-h-screen">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-brand-green px-3 py-2 text-brand-purple focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar open={menuOpen} onClose={closeMenu} closeButtonRef={closeButtonRef} />
      {menuOpen ? (
        <div
          data-testid="sidebar-overlay"
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-black/60 lg:hidden"
          onClick={closeMenu}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} menuButtonRef={menuButtonRef} />
        {/*
         * The screen waits for the status line (its code and the first status answer, both asked for
         * as the app starts), so a status line taller than its waiting space never pushes a drawn
         * screen down: its height depends on the source, the width and the warnings (layout shift budget).
         */}
        <QuietBoundary
          fallback={
            <>
              <StatusBand demo={false}>
                <StatusUnavailable />
              </StatusBand>
              <Main>{children}</Main>
            </>
          }
        >
          <Suspense
            fallback={
              <>
                <StatusBand demo={false}>
                  <StatusWaiting />
                </StatusBand>
                <Main />
              </>
            }
          >
            <StatusIndicator />
            <Main>{children}</Main>
          </Suspense>
        </QuietBoundary>
        <SiteFooter />
      </div>
    </div>
  );
}

function Main({ children }: { children?: ReactNode }) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      // At least a screen high, so the footer starts below the fold and the screen's content
      // arriving after the first paint does not push it down (layout shift budget).
      className="min-h-screen w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8"
    >
      {children}
    </main>
  );
}
