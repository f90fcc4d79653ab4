import { z } from 'zod';
import { API_ERROR_CODES } from '../api-error-codes';

export const ZApiErrorCode = z.enum(API_ERROR_CODES);

/** Every error answer of the API: a message to show and a stable code to decide on. */
export const ZApiError = z.object({ message: z.string(), code: ZApiErrorCode });
export type ApiErrorAnswer = z.infer<typeof ZApiError>;
