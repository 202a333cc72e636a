import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Three({ disabled }: { disabled?: string }) {
  return (
    <Tabs defaultValue="points">
      <TabsList aria-label="Figure">
        {['points', 'goals', 'assists'].map((v) => (
          <TabsTrigger key={v} value={v} disabled={v === disabled}>
            {v}
          </TabsTrigger>
        ))}
      </TabsList>
      {['points', 'goals', 'assists'].map((v) => (
        <TabsContent key={v} value={v}>
          {v} panel
        </TabsContent>
      ))}
    </Tabs>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('marks the shown tab and renders only its panel, labelled by the tab', () => {
    render(<Three />);
    expect(screen.getByRole('tablist', { name: 'Figure' })).toBeInTheDocument();
    expect(selected()).toHaveTextContent('points');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('points');
    expect(panel).toHaveTextContent('points panel');
    expect(screen.getByRole('tab', { name: 'points' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('goals panel')).toBeNull();
  });

  it('shows a tab’s panel when it is clicked', async () => {
    render(<Three />);
    await userEvent.click(screen.getByRole('tab', { name: 'assists' }));
    expect(selected()).toHaveTextContent('assists');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('assists panel');
  });

  it('is one tab stop; the arrows, Home and End move to another tab and show it', async () => {
    render(
      <>
        <button type="button">before</button>
        <Three />
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'points' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'goals' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('goals panel');
    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('assists');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('points');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('assists');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('points');
    // Tab leaves the list for the panel, not for the next tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('skips a disabled tab', async () => {
    render(<Three disabled="goals" />);
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'points' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('assists');
  });

  it('held by the caller: reports the choice and shows what the caller holds', async () => {
    const chosen = vi.fn();
    function Held() {
      const [tab, setTab] = useState('points');
      return (
        <>
          <p>held: {tab}</p>
          <Tabs
            value={tab}
            onValueChange={(v) => {
              chosen(v);
              if (v !== 'assists') setTab(v);
            }}
          >
            <TabsList>
              <TabsTrigger value="points">points</TabsTrigger>
              <TabsTrigger value="goals">goals</TabsTrigger>
              <TabsTrigger value="assists">assists</TabsTrigger>
            </TabsList>
            <TabsContent value="points">points panel</TabsContent>
            <TabsContent value="goals">goals panel</TabsContent>
            <TabsContent value="assists">assists panel</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<Held />);
    await userEvent.click(screen.getByRole('tab', { name: 'goals' }));
    expect(screen.getByText('held: goals')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('goals panel');
    // The caller refuses "assists": the shown tab stays where the caller holds it.
    await userEvent.click(screen.getByRole('tab', { name: 'assists' }));
    expect(chosen).toHaveBeenLastCalledWith('assists');
    expect(selected()).toHaveTextContent('goals');
  });
});
