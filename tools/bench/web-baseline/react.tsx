// React alone, as the play screen finds it already loaded: subtracted from the bare stage.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(<div />);
