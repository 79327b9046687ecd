import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './card-grid';
import { TitledSection } from './titled-section';

describe('CardGrid in a TitledSection', () => {
  it('draws one list item a card, in a section named by its heading', () => {
    render(
      <TitledSection id="things-title" title="Things">
        <CardGrid items={[{ slug: 'a' }, { slug: 'b' }]} columns="md:grid-cols-2" empty="None yet">
          {(item, i) => <p>{`${item.slug} ${i}`}</p>}
        </CardGrid>
      </TitledSection>,
    );
    expect(screen.getByRole('region', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a 0', 'b 1']);
    expect(screen.getByRole('list')).toHaveClass('grid', 'gap-6', 'md:grid-cols-2');
  });

  it('shows the empty state instead of an empty list, and a nav when asked', () => {
    render(
      <TitledSection as="nav" id="none-title" title="Nothing">
        <CardGrid items={[]} columns="md:grid-cols-2" empty="None yet">
          {() => null}
        </CardGrid>
      </TitledSection>,
    );
    expect(screen.getByRole('navigation', { name: 'Nothing' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toHaveTextContent('None yet');
  });
});
