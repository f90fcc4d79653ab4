/*
 * The arithmetic of a relief drive's need (the answers' shapes are in schemas/drives.ts):
 *   quantityReceived = everything the desk recorded for it: pledged goods that arrived plus walk-in goods;
 *   quantityPledged  = what pledges still promise: for every pledge not cancelled, its quantity minus what of it
 *                      has arrived (so a unit counts once: as pledged while on its way, as received once here);
 *   still needed     = max(0, quantityNeeded − quantityReceived − quantityPledged).
 */

type NeedCounts = { quantityNeeded: number; quantityPledged: number; quantityReceived: number };

/** What is still needed of a need, as the server counts it when it takes a pledge. */
export const stillNeeded = (need: NeedCounts) =>
  Math.max(0, need.quantityNeeded - need.quantityReceived - need.quantityPledged);
