import { CircleAlert } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { PRODUCT_TITLE } from './routes';

/** Any path outside the route table. */
export default function NotFound() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <title>{`Page not found · ${PRODUCT_TITLE}`}</title>
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <CircleAlert aria-hidden="true" className="size-8 text-destructive" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </div>
  );
}
