import type { appUpdate as en } from '../en/app-update';
import type { Translation } from '../text';

export const appUpdate: Translation<typeof en> = {
  newVersion: 'జ్యోతిషి కొత్త వెర్షన్ సిద్ధంగా ఉంది',
  reload: 'రీలోడ్ చేయండి',
};
