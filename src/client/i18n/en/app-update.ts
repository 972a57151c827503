// The toast that offers a new version of the app once it has been downloaded (lib/service-worker.ts).

export const appUpdate = {
  newVersion: 'New version of Jyotishi available',
  reload: 'Reload',
};
