import type { appUpdate as en } from '../en/app-update';
import type { Translation } from '../text';

export const appUpdate: Translation<typeof en> = {
  newVersion: 'ज्योतिषी का नया संस्करण उपलब्ध है',
  reload: 'फिर से लोड करें',
};
