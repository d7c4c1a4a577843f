import { Type, type Static } from 'typebox';

/** GET /healthz: the process serves. */
export const HealthSchema = Type.Object({ status: Type.Literal('ok') });
export type Health = Static<typeof HealthSchema>;

/** GET /readyz: `ready` (200), or `unavailable` (503) with the reason a person can act on. */
export const ReadinessSchema = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type Readiness = Static<typeof ReadinessSchema>;
