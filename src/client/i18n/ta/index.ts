// The Tamil catalogues, each a chunk of its own that a Tamil reader's page loads with its code
import type { CatalogueLoaders } from '../languages';

export const tamil: CatalogueLoaders = {
  appUpdate: () => import('./app-update').then((m) => m.appUpdate),
  astro: () => import('./astro').then((m) => m.astro),
  auth: () => import('./auth').then((m) => m.auth),
  chart: () => import('./chart').then((m) => m.chart),
  chartChoices: () => import('./chart-choices').then((m) => m.chartChoices),
  common: () => import('./common').then((m) => m.common),
  dashboard: () => import('./dashboard').then((m) => m.dashboard),
  deeper: () => import('./deeper').then((m) => m.deeper),
  doshas: () => import('./doshas').then((m) => m.doshas),
  family: () => import('./family').then((m) => m.family),
  kundli: () => import('./kundli').then((m) => m.kundli),
  legal: () => import('./legal').then((m) => m.legal),
  match: () => import('./match').then((m) => m.match),
  muhurta: () => import('./muhurta').then((m) => m.muhurta),
  panchang: () => import('./panchang').then((m) => m.panchang),
  payments: () => import('./payments').then((m) => m.payments),
  premium: () => import('./premium').then((m) => m.premium),
  profile: () => import('./profile').then((m) => m.profile),
  questions: () => import('./questions').then((m) => m.questions),
  readings: () => import('./readings').then((m) => m.readings),
  reminders: () => import('./reminders').then((m) => m.reminders),
  shares: () => import('./shares').then((m) => m.shares),
  messages: () => import('../../../shared/messages-ta').then((m) => m.messagesTa),
};
