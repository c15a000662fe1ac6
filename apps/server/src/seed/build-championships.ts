import type { Services } from '#server/services.js';
import { demoChampionships, type DemoChampionship } from './demo-calendar.js';
import { approveCheckout } from './demo-services.js';
import { addToDate, localInstant, minuteOfDay } from './local-time.js';
import type { WorldBuilder } from './world.js';

type Championships = Services['championships'];

async function createOne(b: WorldBuilder, championships: Championships, plan: DemoChampionship) {
  const court = b.court(plan.court);
  const at = (day: number, time: string) =>
    localInstant(addToDate(b.today, day, 'day'), minuteOfDay(time), b.zone);
  const year = Number(b.today.slice(0, 4));
  return championships.create(court.ownerId, {
    club: court.clubId,
    court: court.id,
    name: plan.name,
    from: at(plan.startDay, plan.from),
    to: at(plan.endDay, plan.to),
    maxAge: year - plan.maxAge,
    price: plan.price,
    inviteOnly: plan.inviteOnly ? 1 : 0,
    participantsNumber: plan.participantsNumber,
    gender: plan.gender,
    description: plan.description,
    sponsor: plan.sponsor,
  });
}

/**
 * The demo championships, made as their owners and players made them, a month ago: created
 * on a court free for the window, applied to, answered by the owner, paid online.
 */
export async function addChampionships(b: WorldBuilder, services: Services): Promise<void> {
  const { championships } = services;
  for (const plan of demoChampionships) {
    const ownerId = b.court(plan.court).ownerId;
    const { id } = await createOne(b, championships, plan);
    for (const request of plan.requests) {
      const playerId = b.userId(request.user);
      const applied = await championships.apply(playerId, id);
      const confirmed = applied.isConfirmed === true;
      if (request.status === 'confirmed' && !confirmed)
        await championships.decide(ownerId, applied.id, 'confirm');
      if (request.status === 'rejected') await championships.decide(ownerId, applied.id, 'reject');
      if (!request.paid) continue;
      const started = await championships.payEntry({
        callerId: playerId,
        requestId: applied.id,
        method: request.paid,
      });
      await approveCheckout(services, started.paymentId);
    }
  }
}
