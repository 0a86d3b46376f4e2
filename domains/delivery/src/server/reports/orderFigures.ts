/**
 * The order reports' figures from slices the SQL groups by day, zone and state: each slice's
 * count, money and the summed minutes of each leg with how many went through it. The tables'
 * sums and the averages (total minutes over total legs, rounded to a whole minute) are taken
 * here, so an average over every zone is the average of every order, not of the zones'.
 */
import type { OrderFigures } from '../../reports/orderFigures';

export interface OrderSlice {
  day: string;
  zone: string;
  status: string;
  orders: number | string;
  amount: number | string;
  fees: number | string;
  ready_sum: number | string | null;
  ready_n: number | string;
  done_sum: number | string | null;
  done_n: number | string;
}

interface Sums {
  placed: number;
  completed: number;
  cancelled: number;
  revenue: number;
  fees: number;
  readySum: number;
  readyN: number;
  doneSum: number;
  doneN: number;
}

const blank = (): Sums => ({
  placed: 0,
  completed: 0,
  cancelled: 0,
  revenue: 0,
  fees: 0,
  readySum: 0,
  readyN: 0,
  doneSum: 0,
  doneN: 0,
});

const average = (sum: number, n: number) => (n === 0 ? null : Math.round(sum / n));
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The report's figures. `states` lists the states in their order (unknown ones go last);
 * `completed` are the states whose money counts as revenue.
 */
export function orderFiguresOf(
  slices: readonly OrderSlice[],
  states: readonly string[],
  completed: readonly string[],
): OrderFigures {
  const byState = new Map<string, { orders: number; amount: number }>();
  const days = new Map<string, Sums>();
  const zones = new Map<string, Sums>();
  const all = blank();
  for (const slice of slices) {
    const orders = Number(slice.orders);
    const state = byState.get(slice.status) ?? { orders: 0, amount: 0 };
    state.orders += orders;
    state.amount += Number(slice.amount);
    byState.set(slice.status, state);
    const done = completed.includes(slice.status);
    const day = days.get(slice.day) ?? blank();
    const zone = zones.get(slice.zone) ?? blank();
    days.set(slice.day, day);
    zones.set(slice.zone, zone);
    for (const into of [day, zone, all]) {
      into.placed += orders;
      if (slice.status === 'cancelled') into.cancelled += orders;
      if (done) {
        into.completed += orders;
        into.revenue += Number(slice.amount);
        into.fees += Number(slice.fees);
      }
      into.readySum += Number(slice.ready_sum ?? 0);
      into.readyN += Number(slice.ready_n);
      into.doneSum += Number(slice.done_sum ?? 0);
      into.doneN += Number(slice.done_n);
    }
  }
  const rank = (status: string) => {
    const at = states.indexOf(status);
    return at < 0 ? states.length : at;
  };
  return {
    states: [...byState.entries()]
      .sort(([a], [b]) => rank(a) - rank(b) || byText(a, b))
      .map(([status, row]) => ({ status, ...row })),
    days: [...days.entries()]
      .sort(([a], [b]) => byText(a, b))
      .map(([day, row]) => ({
        day,
        placed: row.placed,
        completed: row.completed,
        cancelled: row.cancelled,
        revenue: row.revenue,
        fees: row.fees,
      })),
    zones: [...zones.entries()]
      .sort(([a], [b]) => byText(a, b))
      .map(([zone, row]) => ({
        zone,
        placed: row.placed,
        completed: row.completed,
        revenue: row.revenue,
        fees: row.fees,
        to_ready: average(row.readySum, row.readyN),
        to_done: average(row.doneSum, row.doneN),
      })),
    overall: {
      to_ready: average(all.readySum, all.readyN),
      to_done: average(all.doneSum, all.doneN),
    },
  };
}
