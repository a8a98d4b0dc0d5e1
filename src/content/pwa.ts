/** Words of the app's own notices (offline, updates, installing). */
import { identity } from './identity.ts';

export const pwa = {
  regionLabel: 'Notifications',
  offline: 'You are offline. Pages you can open are saved on this device.',
  offlineReady: 'Ready to work offline: every page is saved on this device.',
  updateAvailable: 'A new version is available.',
  reload: 'Reload',
  install: 'Install',
  installText: `Install the ${identity.schoolName} app on your home screen.`,
  iosHint: `To install: tap Share, then Add to Home Screen.`,
  dismiss: 'Dismiss',
};
