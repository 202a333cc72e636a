import { Menu } from 'lucide-react';
import type { Ref } from 'react';
import { PRODUCT_TITLE } from '../routes';
import { SIDEBAR_ID } from './Sidebar';

interface TopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}

/** Small screens only: the menu button that opens the navigation drawer, and the product name. */
export function TopBar({ menuOpen, onOpenMenu, menuButtonRef }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 bg-brand-purple px-4 text-white lg:hidden">
      <button
        ref={menuButtonRef}
        type="button"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onOpenMenu}
        className="rounded-md p-2 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-green"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <div className="min-w-0 leading-tight">
        <p className="truncate font-bold">{PRODUCT_TITLE}</p>
        <p className="truncate text-xs text-white/75">Analytical tools</p>
      </div>
    </header>
  );
}
