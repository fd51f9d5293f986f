export { AiClerkAssistant } from './components/ai-clerk-assistant';
export { useAiClerk } from './hooks/use-ai-clerk';
