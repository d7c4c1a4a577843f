import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../../src/ui/Pagination';
import { pageCountOf, paginationPages } from '../../../src/ui/pagination';

describe('paginationPages (3 pages shown, 1 margin page: spec 9)', () => {
  it('centres three pages on the current one with a margin page and breaks at each end', () => {
    expect(paginationPages(10, 20)).toEqual([1, 'break', 9, 10, 11, 'break', 20]);
  });

  it('keeps three pages at the start and the end', () => {
    expect(paginationPages(1, 20)).toEqual([1, 2, 3, 'break', 20]);
    expect(paginationPages(2, 20)).toEqual([1, 2, 3, 'break', 20]);
    expect(paginationPages(20, 20)).toEqual([1, 'break', 18, 19, 20]);
    expect(paginationPages(19, 20)).toEqual([1, 'break', 18, 19, 20]);
  });

  it('shows a lone left-out page instead of a break', () => {
    expect(paginationPages(3, 20)).toEqual([1, 2, 3, 4, 'break', 20]);
    expect(paginationPages(4, 20)).toEqual([1, 2, 3, 4, 5, 'break', 20]);
    expect(paginationPages(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationPages(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists every page when there are few and none when there are none', () => {
    expect(paginationPages(1, 1)).toEqual([1]);
    expect(paginationPages(2, 3)).toEqual([1, 2, 3]);
    expect(paginationPages(1, 0)).toEqual([]);
  });

  it('clamps a current page out of range', () => {
    expect(paginationPages(99, 20)).toEqual([1, 'break', 18, 19, 20]);
    expect(paginationPages(0, 20)).toEqual([1, 2, 3, 'break', 20]);
  });

  it('counts pages of 10 rows', () => {
    expect(pageCountOf(0, 10)).toBe(0);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(200, 10)).toBe(20);
  });
});

describe('<Pagination>', () => {
  function renderPager(page: number, pageCount: number) {
    const onPageChange = vi.fn();
    render(<Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />);
    return onPageChange;
  }

  it('renders the page links, breaks and arrows, marking the current page', () => {
    renderPager(10, 20);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('<1…91011…20>');
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveTextContent('<');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveTextContent('>');
  });

  it('moves with the arrows and the page links', async () => {
    const onPageChange = renderPager(10, 20);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(onPageChange.mock.calls).toEqual([[11], [9], [20]]);
  });

  it('disables the arrows at the ends', () => {
    renderPager(1, 3);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('disables the next arrow on the last page', () => {
    renderPager(3, 3);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('draws nothing for a single page', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
