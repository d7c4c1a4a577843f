import { startFaultProxy } from './fault-proxy';

/**
 * A proxy between the browser and the server that counts POSTs per Idempotency-Key and can
 * lose an answer (the server commits, the answer is cut mid-body), as a dropped mobile
 * connection does: the fault proxy with a plan that loses one chosen answer.
 */
export interface LossyProxy {
  baseUrl: string;
  /** Idempotency keys of the POSTs that reached the server, in order, per path. */
  posts: { path: string; key: string }[];
  /** The next POST to this path is committed by the server and its answer lost. */
  loseNextAnswerTo: (path: string) => void;
  close: () => Promise<void>;
}

export async function startLossyProxy(target: string): Promise<LossyProxy> {
  const proxy = await startFaultProxy(target);
  let loseFor: string | null = null;
  proxy.setPlan((path) => {
    if (path !== loseFor) return 'pass';
    loseFor = null;
    return 'lose';
  });
  return {
    baseUrl: proxy.baseUrl,
    posts: proxy.forwarded,
    loseNextAnswerTo: (path) => {
      loseFor = path;
    },
    close: proxy.close,
  };
}
