import type { ChatHistoryItem } from 'node-llama-cpp';
import type { ChatMessage } from '../prompt';

/**
 * The chat history node-llama-cpp renders through the model's template: the request's messages
 * (an earlier answer as the model's own turn), then the answer to come.
 */
export function toChatHistory(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  return [
    ...messages.map((m): ChatHistoryItem => {
      if (m.role === 'system') return { type: 'system', text: m.content };
      if (m.role === 'assistant') return { type: 'model', response: [m.content] };
      return { type: 'user', text: m.content };
    }),
    { type: 'model', response: [] },
  ];
}
