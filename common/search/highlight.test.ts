import { describe, expect, it } from 'vitest';
import { highlightParts, similarity } from './highlight';

const marked = (text: string, q: string) =>
  highlightParts(text, q)
    .filter((p) => p.match)
    .map((p) => p.text);

describe('search highlighting', () => {
  it('marks exact, accent-insensitive and prefix matches', () => {
    expect(marked('Stockage climatisé à Casablanca', 'climatise')).toEqual(['climatisé']);
    expect(marked('Cartons double cannelure', 'carton')).toEqual(['Cartons']);
  });
  it('marks the misspelt word the database forgave, not unrelated ones', () => {
    expect(marked('Bubble wrap rolls for fragile goods', 'bubbel')).toEqual(['Bubble']);
    expect(similarity('bubbel', 'bubble')).toBeGreaterThan(0.3);
  });
  it('marks Arabic words, with or without the article', () => {
    expect(marked('الغلاف الفقاعي لحماية المنتجات', 'فقاعي')).toEqual(['الفقاعي']);
  });
  it('keeps the text whole', () => {
    const text = 'Palettes en bois, neuves ou reconditionnées.';
    expect(
      highlightParts(text, 'bois palettes')
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(highlightParts(text, '')).toEqual([{ text, match: false }]);
  });
});
