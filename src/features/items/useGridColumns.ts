import { useMediaQuery } from '../../hooks/useMediaQuery';

/** The items grid's column count; the breakpoints are those of `.item-grid` in items.css. */
export function useGridColumns(): number {
  const two = useMediaQuery('(min-width: 600px)', false);
  const three = useMediaQuery('(min-width: 700px)', false);
  const four = useMediaQuery('(min-width: 1280px)', false);
  if (four) return 4;
  if (three) return 3;
  return two ? 2 : 1;
}
