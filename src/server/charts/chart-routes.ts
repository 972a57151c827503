import { Hono } from 'hono';
import { messages } from '../../shared/messages';
import { isProfileComplete } from '../../shared/profile';
import { requireUser, type AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import type { ProfileService } from '../profiles/profile-service';
import { birthChartOf, chartView } from './chart-service';
import { chartDeeperView } from './deeper-service';

export function chartRoutes(deps: { profiles: ProfileService; now: () => Date }) {
  /** The signed-in user's complete profile, or the reason their chart cannot be cast. */
  async function completeProfile(phone: string, now: Date) {
    const profile = await deps.profiles.get(phone, now);
    if (!profile) throw new AppError('bad_request', messages.profileIncomplete);
    if (!isProfileComplete(profile)) throw new AppError('bad_request', messages.birthDetailsMissing);
    return profile;
  }

  return new Hono<AppEnv>()
    .get('/chart', async (c) => {
      const now = deps.now();
      const profile = await completeProfile(requireUser(c), now);
      return c.json(chartView(profile, birthChartOf(profile), now));
    })
    // The chart in depth, loaded only when the Kundli's Deeper section is opened.
    .get('/chart/deeper', async (c) => {
      const now = deps.now();
      const profile = await completeProfile(requireUser(c), now);
      return c.json(chartDeeperView(profile, birthChartOf(profile), now));
    });
}
