import { Hono } from 'hono';
import { messages } from '../../shared/messages';
import { isProfileComplete } from '../../shared/profile';
import { requireUser, type AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import type { ProfileService } from '../profiles/profile-service';
import { birthChartOf, chartView } from './chart-service';

export function chartRoutes(deps: { profiles: ProfileService; now: () => Date }) {
  return new Hono<AppEnv>().get('/chart', async (c) => {
    const now = deps.now();
    const profile = await deps.profiles.get(requireUser(c), now);
    if (!profile) throw new AppError('bad_request', messages.profileIncomplete);
    if (!isProfileComplete(profile)) throw new AppError('bad_request', messages.birthDetailsMissing);
    return c.json(chartView(profile, birthChartOf(profile), now));
  });
}
