import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TiersSource } from './TiersSource';

describe('TiersSource', () => {
  it('names the season whose start strengths the tiers come from', () => {
    render(<TiersSource grid={{ tiers: 'model', tiersSeason: '2025-26' }} />);
    expect(
      screen.getByText("Team tiers from the match model's strengths at the start of 2025-26."),
    ).toBeInTheDocument();
  });

  it('warns that every opponent is average without fitted strengths or readable settings', () => {
    const { rerender } = render(<TiersSource grid={{ tiers: 'unavailable', tiersSeason: null }} />);
    expect(screen.getByText(/no fitted team strengths yet/)).toBeInTheDocument();
    rerender(<TiersSource grid={{ tiers: 'missing', tiersSeason: null }} />);
    expect(screen.getByText(/settings could not be read/)).toBeInTheDocument();
  });
});
