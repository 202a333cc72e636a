import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';

interface Said {
  title: string;
  description: string;
}

/**
 * An admin screen's write (Save, Global Reset): on success `onWritten` takes the server's answer,
 * then the `done` toast shows; on failure the destructive `failed` toast shows and nothing else
 * changes, so the page keeps its draft.
 */
export function useToastedWrite<Answer, Input = void>(
  write: (input: Input) => Promise<Answer>,
  onWritten: (answer: Answer) => void,
  done: Said,
  failed: (err: Error) => Said,
) {
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      onWritten(answer);
      toast(done);
    },
    onError: (err) => toast({ variant: 'destructive', ...failed(err) }),
  });
}
