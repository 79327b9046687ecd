import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPage, testSettings } from '~/test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the company details from the site settings, each named for screen readers', () => {
    renderInPage(<Footer />);
    const details = screen.getByRole('region', { name: 'Contact details' });
    expect(within(details).getByText(testSettings.address)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '+212 5 22 00 00 00' })).toHaveAttribute(
      'href',
      'tel:+212522000000',
    );
    expect(within(details).getByRole('link', { name: 'hello@emballo.test' })).toHaveAttribute(
      'href',
      'mailto:hello@emballo.test',
    );
    expect(
      within(details)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Address', 'Phone', 'Email', 'Opening hours']);
    expect(screen.getByText('© 2026 Emballo Test. All rights reserved.')).toBeInTheDocument();
  });

  it('links only the social networks that have an address, saying they open a new tab', () => {
    renderInPage(<Footer />);
    const facebook = screen.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('href', 'https://facebook.example/emballo');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    const socials = screen.getByRole('heading', { name: 'Follow us' }).nextElementSibling as HTMLElement;
    expect(within(socials).getAllByRole('listitem')).toHaveLength(1);
  });

  it('hides the social heading and the certification link when the settings have none', () => {
    renderInPage(<Footer />, {
      root: { settings: { ...testSettings, social: {}, certificationUrl: '' } },
    });
    expect(screen.queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Our certification/ })).not.toBeInTheDocument();
  });

  it('keeps the page language on its useful links and fills the slots', () => {
    renderInPage(<Footer newsletter={<p>newsletter slot</p>} moreLinks={<p>more slot</p>} />, {
      url: '/fr/gallery',
    });
    const nav = screen.getByRole('navigation', { name: 'Liens utiles' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/fr/stockage', '/fr/contactus', 'https://cert.example/emballo', '/fr/mentions-légales']);
    expect(within(nav).getByText('more slot')).toBeInTheDocument();
    expect(screen.getByText('newsletter slot')).toBeInTheDocument();
  });
});
