import { ErrorSchema } from '../../contract/schemas/common';

/** Error bodies every route may answer; declared so OpenAPI lists them. */
export const errorResponses = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
} as const;

/** Reference lists also answer 410 to a delta sync cursor they can no longer answer. */
export const syncListResponses = { ...errorResponses, 410: ErrorSchema } as const;
