import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { chooseOption as pick, optionLabels } from '@/test/select';
import { SEASONS } from './data';

/** The team cards on screen, by their heading ("LIV Liverpool"), in order; waits for the first. */
export async function teamCards(): Promise<string[]> {
  const tables = await screen.findAllByRole('table', { name: / players$/ });
  return tables.map((t) => {
    const heading = t.closest('[role="region"]')?.getAttribute('aria-labelledby') ?? '';
    return document.getElementById(heading)?.textContent ?? '';
  });
}

/** Each player row of a card as its cells' texts. */
export function cardRows(card: HTMLElement): string[][] {
  const [, ...rows] = within(card).getAllByRole('row');
  return rows.map((r) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? ''),
  );
}

/** The labelled select's options' texts, after picking `option` in it. */
export async function chooseOption(label: string, option: string): Promise<string[]> {
  const options = optionLabels(label).map((o) => o ?? '');
  await pick(label, option);
  return options;
}

/**
 * A share screen whose season answer fails (503) until Retry is clicked: checks the loading status
 * and the failure's texts, clicks Retry and returns the team cards then shown.
 */
export async function cardsAfterRetry(
  ui: ReactElement,
  url: string,
  answer: () => unknown,
  texts: { loading: string; failure: string },
): Promise<string[]> {
  let fail = true;
  stubFetch({
    [url]: () =>
      fail ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : Response.json(answer()),
    '/api/seasons': SEASONS,
  });
  renderWithApp(ui);
  expect(screen.getByRole('status', { name: texts.loading })).toBeInTheDocument();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(texts.failure);
  expect(alert).toHaveTextContent('Unable to connect to FPL API');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  return teamCards();
}
