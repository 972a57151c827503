/**
 * The three broad ages the wording speaks to: the young (student, early career), the middle years
 * (establishing, midlife) and the later years (mature and elder, from 56), when the advice turns
 * from pushing ahead to consolidating, handing on and sharing. Every language groups the stages here.
 */
import type { LifeStage } from './types';

export type AgeGroup = 'young' | 'middle' | 'later';

export const AGE_GROUP: Readonly<Record<LifeStage, AgeGroup>> = { student: 'young', 'early-career': 'young', establishing: 'middle', midlife: 'middle', mature: 'later', elder: 'later' };

export const inLaterYears = (stage: LifeStage): boolean => AGE_GROUP[stage] === 'later';
