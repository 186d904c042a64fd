export type { IdeasPanelProps } from './IdeasPanel';
export type { IdeasFailure } from './ideas-stream';
export const IDEAS_TEXT = { showIdeas: 'Show ideas' } as const;
