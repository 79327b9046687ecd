import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '~/test/render';
import { LinkList } from './link-list';

describe('LinkList', () => {
  it('keeps the page language on the shop’s links, marks the current one and opens another site’s in a new tab', () => {
    renderInPage(
      <LinkList
        aria-label="Pages"
        links={[
          { to: '/blog', label: 'Blog', current: true },
          { to: '/faqs', label: 'FAQ' },
          { href: 'https://cert.example/emballo', label: 'Certification' },
        ]}
        linkClassName="hover:underline"
      />,
      { url: '/fr/gallery' },
    );
    expect(screen.getByRole('list', { name: 'Pages' }).children).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/fr/blog');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current');
    const external = screen.getByRole('link', { name: /^Certification/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
