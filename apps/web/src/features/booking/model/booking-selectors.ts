import { originalTotal, totalMinutes } from '@shine/shared/rules/service-totals';
import { needsServices } from './booking-reducer';
import type { Selection } from './booking-selection';
import type { BlockState, ChosenService } from './booking-types';

// Derived views of the selection for the main screen (spec §2 "Main screen blocks", buttons).

export interface BlockStates {
  salon: BlockState;
  services: BlockState;
  schedule: BlockState;
}

/**
 * Block states: a block is done once its part is chosen, active when it is the next thing to choose,
 * neutral while an earlier block is still open. The schedule block is done when salon, services (or
 * allow-change) and hour are set, and active while no hour is chosen.
 */
export function blockStates(state: Pick<Selection, 'salonId' | 'salon' | 'chosen' | 'allowChange' | 'hour'>): BlockStates {
  const salonDone = state.salonId > 0;
  const servicesDone = salonDone && !needsServices(state);
  return {
    salon: salonDone ? 'done' : 'active',
    services: servicesDone ? 'done' : salonDone ? 'active' : 'neutral',
    schedule: servicesDone && state.hour ? 'done' : servicesDone ? 'active' : 'neutral',
  };
}

/** 'Chốt giờ cắt' looks active once salon, services (or allow-change) and an hour are chosen. */
export function isConfirmActive(state: Pick<Selection, 'salonId' | 'salon' | 'chosen' | 'allowChange' | 'hour'>): boolean {
  return state.salonId > 0 && !needsServices(state) && state.hour !== null;
}

export interface ServiceTotals {
  count: number;
  total: number;
  /** The struck total: the sum of the services' original prices (shared rule), equal to total when none is struck. */
  oldTotal: number;
  minutes: number;
}

export function serviceTotals(chosen: readonly ChosenService[]): ServiceTotals {
  return {
    count: chosen.length,
    total: chosen.reduce((sum, service) => sum + service.priceNum, 0),
    oldTotal: originalTotal(chosen.map((service) => ({ price: service.priceNum, oldPrice: service.oldPriceNum }))),
    minutes: totalMinutes(chosen),
  };
}

/** The step-1..5 screens show the salon in the header (spec §2). */
export const serviceIds = (chosen: readonly ChosenService[]): number[] => chosen.map((service) => service.serviceId);
