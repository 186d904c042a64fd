export type { IdeasPanelProps } from './IdeasPanel';
export type { IdeasFailure } from './ideas-stream';
