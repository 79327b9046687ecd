import { DomainError } from '../../platform/domain-error';

/** The codes of the settings' refusals (ADR-0023). */
export const SettingsErrors = { stale: 'settings.stale' } as const;

/** The settings were saved by someone else since they were read: the API answers the version now stored. */
export function settingsStale(current: number) {
  return new DomainError(SettingsErrors.stale, {
    status: 409,
    messageKey: 'admin-content:errors.stale',
    body: { current_version: current },
    details: { current },
  });
}
