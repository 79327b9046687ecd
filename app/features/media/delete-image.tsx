import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';

/**
 * The media library's Delete: asks in the kit's dialog (named by the question, the image's alt
 * text under it, Keep focused first) before `onDelete`; Keep or Escape leaves the image.
 */
export function DeleteImageButton({ alt, onDelete }: { alt: string; onDelete: () => void }) {
  const { t } = useTranslation('media');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="self-start"
        aria-label={t('library.deleteNamed', { alt })}
        onClick={() => setAsking(true)}
      >
        {t('library.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('library.confirmDelete')}
        message={alt}
        confirmLabel={t('library.delete')}
        cancelLabel={t('library.keep')}
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onDelete();
        }}
        testId="media-delete-dialog"
      />
    </>
  );
}
