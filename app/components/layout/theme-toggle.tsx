import { useTranslation } from 'react-i18next';
import { useRootData } from '~/root-data';
import { appStore, useAppState } from '~/state/store';
import { StrokeIcon } from './icon';

export function ThemeToggle() {
  const { t } = useTranslation();
  const root = useRootData();
  const isDark = useAppState((s) => s.isDark, root?.isDark ?? false);
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      onClick={() => appStore.setTheme(!isDark)}
      aria-label={isDark ? t('header.themeToLight') : t('header.themeToDark')}
      className="grid size-10 place-items-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      {isDark ? (
        <StrokeIcon>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </StrokeIcon>
      ) : (
        <StrokeIcon>
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </StrokeIcon>
      )}
    </button>
  );
}
