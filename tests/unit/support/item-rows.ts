import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * The item rows of the order and Send Stock forms (scanner/ItemLinesEditor), driven as a person
 * would: type in the row's picker and choose the option; clear and type its quantity.
 */
export async function pickRowItem(index: number, text: string, name: RegExp): Promise<void> {
  const picker = screen.getAllByRole('combobox', { name: 'Item' })[index];
  if (!picker) throw new Error(`No item picker ${index}`);
  await userEvent.type(picker, text);
  await userEvent.click(await screen.findByRole('option', { name }));
}

export async function setRowQuantity(index: number, value: string): Promise<void> {
  const field = screen.getAllByLabelText('Quantity')[index];
  if (!field) throw new Error(`No quantity ${index}`);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}
