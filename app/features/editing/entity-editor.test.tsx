import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY } from '../../../common/admin/schemas';
import type { EditableRecord, EntityDescription } from '../../../common/editing/types';
import type { Locale } from '../../../common/i18n/languages';
import type { MediaItem } from '../../../common/media/types';
import { fakeApi, json } from '~/test/network';
import { renderInPage } from '~/test/render';
import { EntityEditor } from './entity-editor';

const field = (name: string, kind: string, required = false) =>
  ({ name, kind, required }) as EntityDescription['fields'][number];

const services: EntityDescription = {
  name: 'services',
  fields: [field('slug', 'slug', true), field('images', 'images'), field('price', 'money', true)],
  translated: [field('name', 'text', true), field('description', 'textarea')],
  titleField: 'name',
  slugField: 'slug',
  publishField: null,
  positioned: false,
  positionScope: null,
  archivable: false,
  previewable: true,
};

const texts = (name: string) => ({ name, description: '' });
const record: EditableRecord = {
  id: 7,
  ref: 'papier-bulle',
  version: 3,
  slug: 'papier-bulle',
  images: [],
  price: '149.90',
  currency: 'MAD',
  translations: { fr: texts('Papier bulle'), en: texts('Bubble wrap'), ar: texts('غلاف فقاعي') },
  completeness: {} as EditableRecord['completeness'],
  archived: false,
  public_url: '/service/papier-bulle',
  draft: null,
};

const uploaded: MediaItem = {
  id: '0b5c2b1e-6f1e-4d4c-9a53-3f3f3f3f3f3f',
  ref: 'media:0b5c2b1e-6f1e-4d4c-9a53-3f3f3f3f3f3f',
  width: 640,
  height: 480,
  fallback: 'jpeg',
  widths: [320, 640],
  variants: [],
  alt: { fr: 'Rouleau', en: 'Roll', ar: 'لفافة' },
  created_by: null,
  created_at: '2026-11-27T10:00:00.000Z',
  created_at_label: '27 nov. 2026',
  url: '/media/x/640.jpg',
  thumbnail_url: '/media/x/320.jpg',
};

/** The admin API as the editor meets it: the library, an upload, and the record's PATCH. */
function adminApi() {
  return fakeApi({
    '/admin/media': (init) =>
      init?.method === 'POST'
        ? json(201, { data: uploaded })
        : json(200, { data: { data: [], current_page: 1, per_page: 48, total: 0, last_page: 1 } }),
    [`/admin/media/${uploaded.id}`]: { body: { data: uploaded } },
    '/admin/services/papier-bulle': (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return json(200, { data: { ...record, ...body, version: record.version + 1 } });
    },
  });
}

function renderEditor(locale: Locale = 'fr', value: EditableRecord = record) {
  return renderInPage(
    <EntityEditor
      description={services}
      record={value}
      references={{}}
      locale={locale}
      lang={locale}
      onSaved={() => {}}
    />,
    { url: `/${locale}/admin/editing/services/papier-bulle` },
  );
}

beforeEach(() => sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'token'));
afterEach(() => document.querySelectorAll('dialog[open]').forEach((d) => (d as HTMLDialogElement).close()));

describe('EntityEditor', () => {
  it('uploading from the media picker only changes the form; "Enregistrer" sends the typed name and the image', async () => {
    const api = adminApi();
    const { user } = renderEditor();
    const name = within(screen.getByTestId('editor-language-fr')).getByRole('textbox', { name: /Nom/ });
    await user.clear(name);
    await user.type(name, 'Papier bul');
    await user.click(screen.getByRole('button', { name: 'Choisir dans la médiathèque' }));
    const dialog = await screen.findByTestId('media-picker-dialog');
    // A search in the library is no save either.
    await user.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    const upload = within(dialog).getByTestId('media-upload-form');
    await user.upload(
      within(upload).getByLabelText('Image'),
      new File([new Uint8Array([1, 2, 3])], 'roll.jpg', { type: 'image/jpeg' }),
    );
    for (const l of ['fr', 'en', 'ar'] as const)
      await user.type(within(upload).getByTestId(`media-alt-${l}`), 'x');
    await user.click(within(upload).getByRole('button', { name: 'Envoyer' }));
    const chosen = await screen.findByTestId('media-picker-item');
    expect(chosen).toHaveAttribute('data-ref', uploaded.ref);
    expect(api.calls('/admin/media').filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(api.calls('/admin/services/papier-bulle')).toHaveLength(0);
    expect(screen.queryByText(/Enregistré/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Enregistré (version 4).')).toBeInTheDocument();
    expect(api.sent('/admin/services/papier-bulle')).toEqual([
      { version: 3, images: [uploaded.ref], translations: { fr: { name: 'Papier bul' } } },
    ]);
  });

  it('shows the price with the French decimal comma, sends nothing when nothing changed, and says so', async () => {
    const api = adminApi();
    const { user } = renderEditor();
    const price = screen.getByRole('textbox', { name: /Prix/ });
    expect(price).toHaveValue('149,90');
    expect(price).toHaveAccessibleDescription('En MAD, par ex. 149,90');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Aucune modification à enregistrer.')).toBeInTheDocument();
    expect(api.calls('/admin/services/papier-bulle')).toHaveLength(0);
  });

  it('warns before saving a starred text left empty, naming the language and the field; saving anyway is allowed', async () => {
    const api = adminApi();
    const { user } = renderEditor();
    const arabicName = within(screen.getByTestId('editor-language-ar')).getByRole('textbox', { name: /Nom/ });
    await user.clear(arabicName);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const warning = await screen.findByRole('dialog', { name: 'Des textes obligatoires sont vides' });
    expect(warning).toHaveAccessibleDescription(/Arabe : Nom\./);
    expect(api.calls('/admin/services/papier-bulle')).toHaveLength(0);

    await user.click(within(warning).getByRole('button', { name: 'Revenir au formulaire' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('/admin/services/papier-bulle')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await user.click(await screen.findByRole('button', { name: 'Enregistrer quand même' }));
    expect(await screen.findByText('Enregistré (version 4).')).toBeInTheDocument();
    expect(api.sent('/admin/services/papier-bulle')).toEqual([
      { version: 3, translations: { ar: { name: '' } } },
    ]);
  });

  it('a blog post picks its one image from the library (no free-text path), sent with the next save', async () => {
    const posts: EntityDescription = {
      ...services,
      name: 'blog-posts',
      fields: [field('slug', 'slug', true), field('image', 'image', true)],
      translated: [field('title', 'text', true)],
      titleField: 'title',
    };
    const post: EditableRecord = {
      ...record,
      ref: 'bien-emballer',
      image: '/images/blog/demo.svg',
      translations: {
        fr: { title: 'Bien emballer' },
        en: { title: 'Pack well' },
        ar: { title: 'تغليف جيد' },
      },
    };
    const api = fakeApi({
      '/admin/media': {
        body: { data: { data: [uploaded], current_page: 1, per_page: 48, total: 1, last_page: 1 } },
      },
      '/admin/blog-posts/bien-emballer': (init) =>
        json(200, { data: { ...post, ...JSON.parse(String(init?.body)), version: 4 } }),
    });
    const { user } = renderInPage(
      <EntityEditor
        description={posts}
        record={post}
        references={{}}
        locale="ar"
        lang="ar"
        onSaved={() => {}}
      />,
      { url: '/ar/admin/editing/blog-posts/bien-emballer' },
    );
    expect(screen.queryByRole('textbox', { name: /الصورة/ })).not.toBeInTheDocument();
    // The static path reads left to right inside the Arabic text.
    const current = screen.getByTestId('media-picker-item');
    expect(current.querySelector('bdi[dir="ltr"]')).toHaveTextContent('/images/blog/demo.svg');
    // One image: nothing to move up or down.
    expect(within(current).queryByRole('button', { name: 'إلى الأعلى' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'الاختيار من المكتبة' }));
    const dialog = await screen.findByTestId('media-picker-dialog');
    await user.click(await within(dialog).findByRole('button', { name: /لفافة/ }));
    expect(screen.getByTestId('media-picker-item')).toHaveAttribute('data-ref', uploaded.ref);
    expect(api.calls('/admin/blog-posts/bien-emballer')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(api.sent('/admin/blog-posts/bien-emballer')).toEqual([{ version: 3, image: uploaded.ref }]),
    );
  });
});
