import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface Props {
  /** The title's id: the region is named by it. */
  id: string;
  title: string;
  children: ReactNode;
}

/** The card under a screen that says how its figures are made and how well they did. */
export function AboutCard({ id, title, children }: Props) {
  return (
    <Card role="region" className="mt-8" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} className="flex items-center gap-2">
          <Info aria-hidden="true" className="size-5 text-brand-purple" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">{children}</CardContent>
    </Card>
  );
}
