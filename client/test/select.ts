import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The labelled filter select (a native `<select>`: role combobox). */
export const combobox = (label: string | RegExp) => screen.getByRole('combobox', { name: label });

/** Picks the option named `option` in the labelled select, as a user choosing it would. */
export async function chooseOption(label: string | RegExp, option: string | RegExp): Promise<void> {
  const select = combobox(label);
  await userEvent.selectOptions(select, within(select).getByRole('option', { name: option }));
}

/** The labels of the select's options, in order. */
export const optionLabels = (label: string | RegExp) =>
  within(combobox(label))
    .getAllByRole('option')
    .map((o) => o.textContent);
