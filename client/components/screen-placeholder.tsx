import { Construction } from 'lucide-react';
import { PageHeader } from './page-header';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

interface ScreenPlaceholderProps {
  title: string;
  description: string;
  /** What the finished screen will show, in plain words; no sample numbers. */
  willShow: readonly string[];
}

/** An honest stand-in for a routed screen that is not built yet: it shows no data at all. */
export function ScreenPlaceholder({ title, description, willShow }: ScreenPlaceholderProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card className="border-dashed">
        <CardHeader className="flex-row items-center gap-2">
          <Construction aria-hidden="true" className="size-5 text-brand-purple-500" />
          <CardTitle>Not built yet</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="mb-2 text-sm">This screen will show:</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {willShow.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
