import { useQuery } from '@tanstack/react-query';
import { planFeatures, savingPercent, type CheckoutOrder, type PlanView } from '../../../shared/plans';
import type { Language } from '../../../shared/profile';
import { commonText } from '../../i18n/common';
import { premiumText } from '../../i18n/premium';
import { useLanguage } from '../../i18n/text';
import { plansQuery } from '../../lib/plans-api';

/**
 * A plan's name and description in `language`. The server stores them in its database in English
 * only (seeded by migration 0003) and sends them as stored, so English shows the server's own words,
 * which stay the source; another language takes them from the catalogue by the plan's duration, the
 * one thing about a plan that says what it is whatever its id or price.
 */
export function planWords(plan: Pick<PlanView, 'name' | 'description' | 'duration'>, language: Language) {
  if (language === 'en') return { name: plan.name, description: plan.description };
  const own = premiumText[language].plans[plan.duration];
  return { name: own.name, description: own.description };
}

/**
 * A plan's feature lines in `language`: what Premium adds, the fair-use limit the server is
 * configured with, and the plan's saving against the monthly plan, from the prices. Worded by the
 * same function and facts as the server's English list (shared/plans.ts), in every language.
 */
export function planFeatureLines(plan: PlanView, plans: PlanView[], readingsPerDay: number | null, language: Language) {
  return planFeatures(premiumText[language].plans.features, { readingsPerDay, savingPercent: savingPercent(plan, plans) });
}

/**
 * The name of a subscription's plan in the interface language. A subscription names its plan by id
 * only, so another language looks the plan's duration up in the plans list (fetched only then:
 * English has the server's name already).
 */
export function usePlanName(planId: string, serverName: string) {
  const { language } = useLanguage();
  const plan = useQuery({ ...plansQuery, enabled: language !== 'en' }).data?.plans.find((p) => p.planId === planId);
  return plan ? planWords(plan, language).name : serverName;
}

/**
 * The checkout's title and description. The server words them in English from the plan's stored
 * name ('Jyotishi', 'Quarterly Subscription'); another language words them from the plan, and
 * keeps the server's if the plan is not known.
 */
export function orderWords(order: Pick<CheckoutOrder, 'name' | 'description'>, plan: PlanView | undefined, language: Language) {
  if (language === 'en' || !plan) return { name: order.name, description: order.description };
  return { name: commonText[language].brand, description: premiumText[language].orderDescription(planWords(plan, language).name) };
}
