import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListOrNone } from './list-or-none';

describe('ListOrNone', () => {
  it('says there is nothing yet while the list is empty', () => {
    render(
      <ListOrNone empty none="Aucun fichier.">
        <ul aria-label="Fichiers" />
      </ListOrNone>,
    );
    expect(screen.getByText('Aucun fichier.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the list once there is something in it', () => {
    render(
      <ListOrNone empty={false} none="Aucun fichier.">
        <ul aria-label="Fichiers">
          <li>devis.pdf</li>
        </ul>
      </ListOrNone>,
    );
    expect(screen.getByRole('list', { name: 'Fichiers' })).toBeTruthy();
    expect(screen.queryByText('Aucun fichier.')).toBeNull();
  });
});
