import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '~/test/render';
import { Pagination } from './pagination';

const href = (n: number) => `/produits?page=${n}`;

describe('Pagination (view)', () => {
  it('shows nothing for a single page', () => {
    renderInPage(<Pagination page={1} pages={1} href={href} label="Pages" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('on the first page: no previous link, the next one to page 2 (rel=next)', () => {
    renderInPage(<Pagination page={1} pages={3} href={href} label="Product pages" />);
    const nav = screen.getByRole('navigation', { name: 'Product pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/produits?page=2');
    expect(next).toHaveAttribute('rel', 'next');
  });

  it('in the middle: both links, under the page language prefix', () => {
    renderInPage(<Pagination page={2} pages={3} href={href} label="Pages" />, { url: '/ar/produits' });
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('الصفحة السابقة')).toHaveAttribute('href', '/ar/produits?page=1');
    expect(link('الصفحة التالية')).toHaveAttribute('href', '/ar/produits?page=3');
    expect(screen.getByText('الصفحة 2 من 3')).toHaveAttribute('aria-current', 'page');
  });

  it('on the last page: no next link', async () => {
    const { user } = renderInPage(<Pagination page={3} pages={3} href={href} label="Pages" />);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/produits?page=2');
  });
});
