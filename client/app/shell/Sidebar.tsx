import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { Ref } from 'react';
import { Link, useLocation } from 'wouter';
import { badgeVariants } from '@/components/ui/badge-variants';
import { PRODUCT_TITLE } from '../routes';
import { isEntryActive, NAV_SECTIONS, type NavEntry } from './nav';

export const SIDEBAR_ID = 'app-sidebar';
const TAGLINE = 'Analytical tools to beat the deadline blues';

interface SidebarProps {
  open: boolean;
  onClose: () => void;
  closeButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * Below `lg` a slide-in drawer (hidden with `invisible` when closed so its links leave the tab
 * order); from `lg` up always visible beside the content. 16rem / 18rem (sm) / 20rem (md) wide,
 * never more than 90% of a small screen.
 */
export function Sidebar({ open, onClose, closeButtonRef }: SidebarProps) {
  const [location] = useLocation();
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Main navigation"
      data-state={open ? 'open' : 'closed'}
      className={clsx(
        'fixed inset-y-0 left-0 z-50 flex w-64 max-w-[90vw] flex-col bg-brand-purple text-white shadow-xl transition-[transform,visibility] duration-200 ease-out sm:w-72 md:w-80',
        'lg:sticky lg:top-0 lg:z-auto lg:h-screen lg:max-w-none lg:shrink-0 lg:translate-x-0 lg:shadow-none lg:visible',
        open ? 'visible translate-x-0' : 'invisible -translate-x-full',
      )}
    >
      <div className="flex items-start justify-between gap-2 border-b border-white/15 px-5 py-5">
        <div>
          <p className="text-xl font-bold tracking-tight">
            <span
              className="mr-1.5 inline-block size-3 rounded-sm bg-brand-green align-middle"
              aria-hidden="true"
            />
            {PRODUCT_TITLE}
          </p>
          <p className="mt-1 text-sm text-white/75">{TAGLINE}</p>
        </div>
        <button
          ref={closeButtonRef}
          type="button"
          aria-label="Close menu"
          onClick={onClose}
          className="rounded-md p-1.5 text-white/80 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-green lg:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <nav aria-label="Screens" className="flex-1 overflow-y-auto px-3 py-4">
        {NAV_SECTIONS.map((section) => (
          <div key={section.title} className="mb-5">
            <h2 className="px-2 pb-1.5 text-xs font-semibold tracking-wider text-brand-green uppercase">
              {section.title}
            </h2>
            <ul className="space-y-0.5">
              {section.entries.map((entry) => (
                <li key={entry.path}>
                  <NavLink entry={entry} active={isEntryActive(entry.path, location)} onNavigate={onClose} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}

function NavLink({
  entry,
  active,
  onNavigate,
}: {
  entry: NavEntry;
  active: boolean;
  onNavigate: () => void;
}) {
  return (
    <Link
      href={entry.path}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={clsx(
        'block rounded-md border-l-4 px-2 py-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-green',
        active ? 'border-brand-green bg-white/15' : 'border-transparent hover:bg-white/10',
      )}
    >
      {/* The {' '} spaces keep the link's accessible name readable: "Player Statistics Popular Comprehensive player data". */}
      <span className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{entry.label}</span>{' '}
        <span className="flex gap-1">
          {entry.popular ? <span className={badgeVariants({ variant: 'accent' })}>Popular</span> : null}
          {entry.isNew ? <span className={badgeVariants({ variant: 'secondary' })}>New</span> : null}
        </span>
      </span>{' '}
      {entry.description ? (
        <span className="mt-0.5 block text-xs text-white/70">{entry.description}</span>
      ) : null}
    </Link>
  );
}
