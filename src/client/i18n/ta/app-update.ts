import type { appUpdate as en } from '../en/app-update';
import type { Translation } from '../text';

export const appUpdate: Translation<typeof en> = {
  newVersion: 'ஜோதிஷியின் புதிய பதிப்பு தயார்',
  reload: 'புதுப்பிக்க',
};
