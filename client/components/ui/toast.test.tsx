import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { dismissToast, toast } from './use-toast';

describe('toasts', () => {
  afterEach(() => act(() => dismissToast()));

  it('shows one toast at a time: a new toast replaces the current one', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Success', description: 'Player added to watchlist' });
    });
    expect(await screen.findByText('Player added to watchlist')).toBeInTheDocument();
    act(() => {
      toast({
        title: 'Error',
        description: 'Failed to remove player from watchlist',
        variant: 'destructive',
      });
    });
    expect(await screen.findByText('Failed to remove player from watchlist')).toBeInTheDocument();
    expect(screen.queryByText('Player added to watchlist')).toBeNull();
  });

  it('closes with its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Reset Complete', description: 'Configuration reset to default values' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Configuration reset to default values')).toBeNull();
  });
});
