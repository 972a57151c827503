import { Hono, type Context } from 'hono';
import { messages } from '../../shared/messages';
import { messagesIn } from '../../shared/messages-in';
import { PEOPLE_LIMIT } from '../../shared/people';
import { personSchema } from '../../shared/person-schema';
import { birthChartOf, chartView } from '../charts/chart-service';
import { chartDeeperView } from '../charts/deeper-service';
import { requireUser, type AppEnv } from '../http/context';
import { AppError, waitRefusal } from '../http/errors';
import { validate } from '../http/validate';
import type { RateLimit } from '../lib/rate-limit';
import type { PeopleService } from './people-service';
import type { ProfileService } from '../profiles/profile-service';
import { readerOf } from '../residence/reader';

// One answer for another user's person, an unknown id and a malformed one (docs/product.md, Family).
const notFound = () => new AppError('not_found', messages.personNotFound);

/**
 * /api/people: the people a signed-in user saved besides themselves, and their charts. Creates,
 * updates and deletes share one hourly count per account (PEOPLE_WRITES_PER_HOUR), taken once a
 * request is valid: past it, 429 with the wait, and nothing is written.
 */
export function peopleRoutes(deps: { people: PeopleService; profiles: ProfileService; writes: RateLimit; now: () => Date }) {
  /** The signed-in user, once the account may write one more time this hour. */
  async function writer(c: Context<AppEnv>) {
    const phone = requireUser(c);
    if (!(await deps.writes.take(phone))) throw waitRefusal(await deps.writes.waitMs(phone), c.get('language'));
    return phone;
  }

  return new Hono<AppEnv>()
    .get('/people', async (c) => c.json({ people: await deps.people.list(requireUser(c)), limit: PEOPLE_LIMIT }))
    .post('/people', validate('json', personSchema), async (c) => {
      const phone = await writer(c);
      const person = await deps.people.add(phone, c.req.valid('json'), deps.now());
      if (!person) throw new AppError('conflict', messagesIn(c.get('language')).peopleLimitReached(PEOPLE_LIMIT));
      return c.json({ person }, 201);
    })
    .get('/people/:id', async (c) => {
      const person = await deps.people.get(requireUser(c), c.req.param('id'));
      if (!person) throw notFound();
      return c.json({ person });
    })
    // The whole set of details, as the form sends them: a place changes with its coordinates.
    .patch('/people/:id', validate('json', personSchema), async (c) => {
      const person = await deps.people.update(await writer(c), c.req.param('id'), c.req.valid('json'), deps.now());
      if (!person) throw notFound();
      return c.json({ person });
    })
    .delete('/people/:id', async (c) => {
      const id = c.req.param('id');
      if (!(await deps.people.remove(await writer(c), id))) throw notFound();
      return c.json({ deleted: id });
    })
    // The same view as GET /api/chart, for the person's birth details. Its day is the account
    // holder's, where they live (docs/decisions/023): they are the one reading the advice.
    .get('/people/:id/chart', async (c) => {
      const now = deps.now();
      const phone = requireUser(c);
      const person = await deps.people.get(phone, c.req.param('id'));
      if (!person) throw notFound();
      const holder = await deps.profiles.get(phone, now);
      // Cast with the account's chart choices (docs/decisions/046), as the holder's own chart is.
      const subject = { ...person, chartChoices: holder?.chartChoices };
      return c.json(chartView(subject, birthChartOf(subject, 'person'), now, holder ? readerOf(holder) : undefined));
    })
    // The person's chart in depth, as GET /api/chart/deeper gives the user's own.
    .get('/people/:id/chart/deeper', async (c) => {
      const now = deps.now();
      const phone = requireUser(c);
      const person = await deps.people.get(phone, c.req.param('id'));
      if (!person) throw notFound();
      const subject = { ...person, chartChoices: (await deps.profiles.get(phone, now))?.chartChoices };
      return c.json(chartDeeperView(subject, birthChartOf(subject, 'person'), now));
    });
}
