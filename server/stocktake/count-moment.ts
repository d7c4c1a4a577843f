/**
 * The moment a count stands for (its stock on hand is read as of then): when the item was
 * counted, not when the count reached the server. A count made offline in a cold room arrives
 * after a delivery another device received meanwhile; read at arrival, that delivery would be
 * taken as counted and written off at posting.
 *
 * The device's clock may be wrong, so the moment is its countedAt shifted by how far its clock
 * was from the server's when it sent the count (X-Device-Time), and never before the stocktake
 * was opened nor after now. Without countedAt (an older client): now.
 */
export function countMoment(input: {
  countedAt: string | undefined;
  deviceTime: string | undefined;
  serverNow: number;
  openedAt: string;
}): string {
  const { serverNow } = input;
  const counted = input.countedAt === undefined ? Number.NaN : Date.parse(input.countedAt);
  if (!Number.isFinite(counted)) return new Date(serverNow).toISOString();
  const device = input.deviceTime === undefined ? Number.NaN : Date.parse(input.deviceTime);
  const corrected = Number.isFinite(device) ? counted + (serverNow - device) : counted;
  const opened = Date.parse(input.openedAt);
  const earliest = Number.isFinite(opened) ? opened : serverNow;
  return new Date(Math.min(serverNow, Math.max(earliest, corrected))).toISOString();
}
