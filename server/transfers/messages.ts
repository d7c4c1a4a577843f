/**
 * The transfer routes' 4xx texts the design does not fix (docs/decisions.md, "Issue 34:
 * transfers (server)").
 * The 409 for more than the source holds is the waste's (SERVER_MESSAGE.notEnoughStock): it
 * names the item and what is available.
 */
export const TRANSFER_MESSAGE = {
  fromSiteUnknown: 'Source site does not exist.',
  toSiteRequired: 'Please select a destination site.',
  toSiteUnknown: 'Destination site does not exist.',
  sameSite: 'Please choose a destination other than the source site.',
  linesRequired: 'Please add at least one item.',
  itemRequired: (line: number) => `Please select an item in line ${line}.`,
  itemUnknown: (line: number) => `Item in line ${line} does not exist.`,
  itemTwice: (line: number, first: number) =>
    `The item in line ${line} is already in line ${first}.`,
  quantityInvalid: (line: number) =>
    `Please enter a valid quantity greater than 0 in line ${line}.`,
  lineUnknown: (row: number) => `Line ${row} of the receipt is not on this transfer.`,
  lineTwice: (row: number) => `Line ${row} of the receipt names a line already named.`,
  receivedInvalid: (row: number) =>
    `Please enter a valid received quantity of 0 or more in line ${row}.`,
  moreThanSent: (item: string, sent: number) => `More ${item} received than was sent (${sent}).`,
  closed: (status: string) => `This transfer is already ${status}.`,
} as const;

export const TRANSFER = 'Transfer';
