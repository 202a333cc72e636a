import { Activity } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button-variants';

/** From a manager screen to the same manager's live gameweek (the ID is remembered between screens). */
export function LivePointsLink() {
  return (
    <Link href="/live-gameweek" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <Activity aria-hidden="true" />
      Live points
    </Link>
  );
}
