import { HOLD_SYMBOL, WITNESS_SYMBOL } from '@app/contract';
import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { pointsOfOwner, setDemoPlan } from '../equipment/public.js';
import { categoriesOf } from '../inspection-category/public.js';
import { projectsWithInspectors } from '../project/public.js';
import { addDays, chinaDay } from './plan-scope.js';
import { byRoute, stepsOf } from './route-order.js';

type DemoPoint = Awaited<ReturnType<typeof pointsOfOwner>>[number];

const NOTICE_NOTE = '已提前三天书面通知委托方见证，委托方未派员到场。';
/** A hold or witness point planned this long ago has had its report approved; younger ones are overdue. */
const DONE_AFTER_DAYS = 7;

/** Each piece's points in route order: by step, then by the owner's order of categories. */
async function inRouteOrder(db: Db, ownerId: number, points: DemoPoint[]): Promise<DemoPoint[][]> {
  const order = byRoute(
    await stepsOf(
      db,
      points.map((point) => point.deviceId),
    ),
    await categoriesOf(db, ownerId),
  );
  const pieces = new Map<number, DemoPoint[]>();
  for (const point of points) pieces.set(point.equipmentId, [...(pieces.get(point.equipmentId) ?? []), point]);
  return [...pieces.values()].map((piece) => piece.sort(order));
}

/**
 * Plans the demo owner's ITP points around the day the demo is made (China's calendar): each piece's
 * route from three weeks ago on, nine days a point, later pieces a few days later. Hold and witness
 * points planned over a week ago are done, as if their reports had been approved; the other past
 * points are overdue, but for one witness point whose client was notified and did not come. Points a
 * piece had signed off before keep their day and are planned a little earlier.
 */
export async function seedDemoPlan(db: Db, owner: DemoOwner): Promise<void> {
  const points = await pointsOfOwner(db, owner.id);
  if (points.length === 0) return;
  const actualSymbol = new Map(
    (await categoriesOf(db, owner.id)).map((category) => [category.id, category.actualSymbol]),
  );
  const projects = await projectsWithInspectors(db, owner.id);
  const today = chinaDay();
  let noticed = false;
  const pieces = await inRouteOrder(db, owner.id, points);
  for (const [k, piece] of pieces.entries()) {
    for (const [i, point] of piece.entries()) {
      if (point.actualDate !== null) {
        await setDemoPlan(db, owner.id, point.id, { plannedDate: addDays(point.actualDate, i - piece.length - 2) });
        continue;
      }
      const plannedDate = addDays(today, -20 + 9 * i + 3 * k);
      const keyPoint = point.planSymbol === HOLD_SYMBOL || point.planSymbol === WITNESS_SYMBOL;
      if (keyPoint && plannedDate <= addDays(today, -DONE_AFTER_DAYS)) {
        const actualDate = addDays(plannedDate, 1);
        await setDemoPlan(db, owner.id, point.id, {
          plannedDate,
          actualSymbol: actualSymbol.get(point.categoryId) ?? point.planSymbol,
          actualDate,
        });
      } else if (!noticed && point.planSymbol === WITNESS_SYMBOL && plannedDate < today) {
        noticed = true;
        const inspector = projects.find((project) => project.id === point.projectId)?.inspectorIds[0] ?? null;
        await setDemoPlan(db, owner.id, point.id, {
          plannedDate,
          noticeAt: new Date(`${plannedDate}T10:00:00+08:00`),
          noticeBy: inspector,
          noticeNote: NOTICE_NOTE,
        });
      } else {
        await setDemoPlan(db, owner.id, point.id, { plannedDate });
      }
    }
  }
}
