import { z } from 'zod';
import { roleNames } from './role-names';

export * from './role-names';
export const roleSchema = z.enum(roleNames);
