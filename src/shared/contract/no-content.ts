import { z } from 'zod';

/** The answer of an endpoint that declares no JSON one (a 204): nothing, checked like any other. */
export const NoContentSchema = z.undefined();
