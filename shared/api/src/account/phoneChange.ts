import * as z from '@cabinet/api/zod';
import { phoneSchema } from '../phoneRules';

// What carries no phone (the code, the change's state) is in ./phoneCode, which `@cabinet/api/account` also
// exports: the settings screen reads the state and confirms a code without the numbering plans.
export * from './phoneCode';

export const phoneCodeRequestSchema = z.object({ phone: phoneSchema });
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;
