/** User-visible texts of the count lines (design: Stocktake), for translation. */
export const COUNT_LINES_TEXT = {
  /**
   * Expected is the stock when the item was first counted (issue 32, row 4): the screen says
   * that what moves afterwards is not written off by the post.
   */
  keptAfterCount:
    'Stock received or used after an item is counted is kept when the stocktake is posted.',
} as const;
