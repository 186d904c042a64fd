import { createRoot } from 'react-dom/client';
import { OriginalFlow } from './OriginalFlow';

createRoot(document.getElementById('root') as HTMLElement).render(<OriginalFlow />);
