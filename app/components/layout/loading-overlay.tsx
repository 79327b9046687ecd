import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchers, useNavigation } from 'react-router';

export const OVERLAY_DELAY_MS = 300;

/** Full-screen, hidden by default; shown only when a navigation or submission takes a while. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state === 'submitting');
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setDelayPassed(true), OVERLAY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [busy]);
  const visible = busy && delayPassed;
  return (
    <div
      data-testid="loading-overlay"
      hidden={!visible}
      className="fixed inset-0 z-50 grid place-items-center bg-white/60 backdrop-blur-sm dark:bg-slate-950/60"
    >
      <div role="status" className="flex flex-col items-center gap-3">
        <span className="size-10 animate-spin rounded-full border-4 border-teal-700 border-t-transparent" />
        <span className="font-semibold">{t('common.loading')}</span>
      </div>
    </div>
  );
}
