/** Texts of the orders list beyond the spec's, in one place to translate. */
export const ORDER_LIST_TEXT = {
  /** Under a closed order's status: why it was confirmed or rejected, and by whom. */
  reason: (reason: string, by: string | null) => `Reason: ${reason}${by ? ` (${by})` : ''}`,
} as const;
