export async function timeScanToPick(): Promise<void> {}
