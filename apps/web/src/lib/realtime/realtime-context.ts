import { createContext } from 'react';
import type { RealtimeClient } from './realtime-client';

export const RealtimeContext = createContext<RealtimeClient | null>(null);
